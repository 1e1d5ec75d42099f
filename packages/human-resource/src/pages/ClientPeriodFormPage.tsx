import { Trans, useLingui } from '@lingui/react/macro';
import { saveTimesheetSettingsBody } from '@staffdesk/api/rules';
import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { EntityForm, EntityFormPage, monthYearLabel, useEntityForm } from '@staffdesk/kit';
import {
  Card,
  FormRow,
  FormSection,
  formatDateTime,
  PageHeader,
  SelectField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useNavigate } from 'react-router';
import { AlternateApproversCard } from '../components/AlternateApproversCard';
import { TimesheetMessages } from '../components/TimesheetMessages';
import { CustomizedBadge } from '../components/TimesheetSettingsList';
import type { TimesheetSettings, TimesheetSettingsBody } from '../hooks/types';
import { useSaveTimesheetSettings, useTimesheetSettings } from '../hooks/useTimesheetSettings';
import { CALENDAR_MONTH_CUT_OFF, periodDaysText } from '../lib/timesheets';

type PeriodValues = {
  cutOffDay: string;
  approverPicId: string;
  secondaryPicId: string;
  sendAfterDays: string;
  followUpAfterDays: string;
  escalateAfterDays: string;
  workStartTime: string;
};

function valuesOf(settings: TimesheetSettings): PeriodValues {
  return {
    cutOffDay: String(settings.cutOffDay),
    approverPicId: settings.approverPicId ?? '',
    secondaryPicId: settings.secondaryPicId ?? '',
    sendAfterDays: String(settings.sendAfterDays),
    followUpAfterDays: String(settings.followUpAfterDays),
    escalateAfterDays: String(settings.escalateAfterDays),
    workStartTime: settings.workStartTime,
  };
}

/**
 * `/human-resource/clients-format/form/edit/:id`: a client's timesheet periods (the cut-off day),
 * approver and secondary approver (PICs of the client), and when Staffdesk mails, follows up and
 * escalates; the alternate approvers the PICs named, to read. The PDF format is kept as it is.
 */
function Page() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  return (
    <EntityFormPage
      modes={['edit']}
      useRecord={useTimesheetSettings}
      loadingLabel={t`Loading the client’s settings…`}
      canEdit={me ? hasPermission(me, 'attendance.manage') : undefined}
      back={{ to: paths.humanResource.clientsFormat.list(), label: t`Go to client periods` }}
    >
      {({ record }) => (record ? <PeriodForm settings={record} /> : null)}
    </EntityFormPage>
  );
}

function PeriodForm({ settings }: { settings: TimesheetSettings }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSaveTimesheetSettings();
  const entity = useEntityForm<PeriodValues, unknown>({
    defaultValues: valuesOf(settings),
    rules: saveTimesheetSettingsBody,
    save: (values) => {
      const body: TimesheetSettingsBody = {
        cutOffDay: Number(values.cutOffDay),
        approverPicId: values.approverPicId || null,
        secondaryPicId: values.secondaryPicId || null,
        sendAfterDays: Number(values.sendAfterDays),
        followUpAfterDays: Number(values.followUpAfterDays),
        escalateAfterDays: Number(values.escalateAfterDays),
        workStartTime: values.workStartTime,
        // The PDF format is another page's: sent back as it is stored.
        format: settings.format,
      };
      return save.mutateAsync({ clientId: settings.clientId, body });
    },
    onSaved: () => {
      toast({ tone: 'success', title: t`Client period saved`, description: name });
      navigate(listPath);
    },
  });
  const { form, field } = entity;
  const listPath = paths.humanResource.clientsFormat.list();
  const name = settings.clientName;
  const pics = settings.pics.map((pic) => ({ value: pic.id, label: `${pic.name} (${pic.email})` }));

  const cutOff = Number(form.watch('cutOffDay'));
  const validCutOff = Number.isInteger(cutOff) && cutOff >= 1 && cutOff <= CALENDAR_MONTH_CUT_OFF;
  const exampleMonth = monthYearLabel(settings.currentPeriod);
  const exampleDays = validCutOff ? periodDaysText(settings.currentPeriod, cutOff) : '';

  const updatedBy = settings.updatedBy ?? '—';
  const updatedAt = settings.updatedAt ? formatDateTime(settings.updatedAt) : '';

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Timesheet period of ${name}`}
        status={<CustomizedBadge customized={settings.customized} />}
        description={
          settings.updatedAt
            ? t`Last saved by ${updatedBy} on ${updatedAt}.`
            : t`The client runs on the default settings until you save.`
        }
        breadcrumbs={[{ label: t`Client periods`, href: listPath }, { label: name }]}
        linkComponent={RouterLink}
      />
      <Card>
        <EntityForm
          entity={entity}
          label={t`Timesheet period of ${name}`}
          cancelTo={listPath}
          saveLabel={<Trans>Save client period</Trans>}
        >
          <FormSection title={t({ message: 'Period', context: 'a timesheet period' })}>
            <TextField
              label={t`Cut-off day`}
              inputMode="numeric"
              {...field('cutOffDay')}
              description={
                <>
                  {t`The last day of each period, from 1 to 31; 31 makes calendar months. A period is named by the month it ends in.`}{' '}
                  <span aria-live="polite">
                    {validCutOff ? t`For example, ${exampleMonth} runs ${exampleDays}.` : null}
                  </span>
                </>
              }
            />
            <TextField
              type="time"
              label={t`Work starts at`}
              description={t`In WIB. A clock-in after this time counts as late in the attendance summary.`}
              {...field('workStartTime', {
                messages: { pattern: t`Enter when work starts, as 08:00.` },
              })}
              // The server keeps the stored time when none is sent; the form always sends one.
              required
            />
          </FormSection>
          <FormSection
            title={t`Approvers`}
            description={t`PICs of the client. The approver is emailed the submitted timesheets; the secondary approver is asked when the approver does not answer.`}
          >
            <FormRow>
              <SelectField
                name="approverPicId"
                label={t`Approver`}
                placeholder={t`Nobody yet`}
                options={pics}
              />
              <SelectField
                label={t`Secondary approver`}
                placeholder={t`None`}
                options={pics}
                {...field('secondaryPicId', {
                  // The server's check across two fields, which the schema cannot say.
                  validate: (value, values) =>
                    !value ||
                    value !== values.approverPicId ||
                    t`The secondary approver must be another PIC.`,
                })}
              />
            </FormRow>
          </FormSection>
          <FormSection
            title={t`Emails`}
            description={t`Days are counted from the end of the period (sending) or from the day the approver was asked.`}
          >
            <FormRow>
              <TextField
                label={t`Send after (days)`}
                description={t`0 sends the submitted timesheets the day after the period ends.`}
                inputMode="numeric"
                {...field('sendAfterDays')}
              />
              <TextField
                label={t`Remind after (days)`}
                description={t`Without an answer, the approver is reminded once.`}
                inputMode="numeric"
                {...field('followUpAfterDays')}
              />
              <TextField
                label={t`Escalate after (days)`}
                description={t`Without an answer, the secondary approver is asked.`}
                inputMode="numeric"
                {...field('escalateAfterDays')}
              />
            </FormRow>
          </FormSection>
        </EntityForm>
      </Card>
      <AlternateApproversCard settings={settings} />
    </div>
  );
}

export function Component() {
  return (
    <TimesheetMessages>
      <Page />
    </TimesheetMessages>
  );
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  monthYearLabel,
  NotFound,
  QueryFailure,
  useUnsavedChangesGuard,
} from '@staffdesk/kit';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  formatDateTime,
  LoadingState,
  PageHeader,
  SelectField,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
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

const FIELDS = [
  'cutOffDay',
  'approverPicId',
  'secondaryPicId',
  'sendAfterDays',
  'followUpAfterDays',
  'escalateAfterDays',
  'workStartTime',
] as const;

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

/** A whole number from `min` to `max`, or what to say. */
function whole(i18n: I18n, min: number, max: number) {
  return (value: unknown) => {
    const text = String(value ?? '').trim();
    const number = Number(text);
    return (
      (/^\d+$/.test(text) && number >= min && number <= max) ||
      i18n._(msg`Enter a whole number from ${min} to ${max}.`)
    );
  };
}

/**
 * `/human-resource/clients-format/form/edit/:id`: a client's timesheet periods (the cut-off day),
 * approver and secondary approver (PICs of the client), and when Staffdesk mails, follows up and
 * escalates; the alternate approvers the PICs named, to read. The PDF format is kept as it is.
 */
function Page() {
  const { type, id } = useParams();
  const me = useCurrentUser().data;
  if (type !== 'edit' || !id) return <NotFound />;
  if (me && !hasPermission(me, 'attendance.manage')) return <AccessDenied />;
  return <PeriodLoader clientId={id} />;
}

function PeriodLoader({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const settings = useTimesheetSettings(clientId);
  if (settings.isPending) return <LoadingState label={t`Loading the client’s settings…`} />;
  if (settings.isError) {
    return (
      <QueryFailure
        error={settings.error}
        onRetry={() => void settings.refetch()}
        action={{ to: paths.humanResource.clientsFormat.list(), label: t`Go to client periods` }}
      />
    );
  }
  return <PeriodForm settings={settings.data} />;
}

function PeriodForm({ settings }: { settings: TimesheetSettings }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSaveTimesheetSettings();
  const form = useForm<PeriodValues>({ defaultValues: valuesOf(settings) });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const listPath = paths.humanResource.clientsFormat.list();
  const name = settings.clientName;
  const pics = settings.pics.map((pic) => ({ value: pic.id, label: `${pic.name} (${pic.email})` }));

  const cutOff = Number(form.watch('cutOffDay'));
  const validCutOff = Number.isInteger(cutOff) && cutOff >= 1 && cutOff <= CALENDAR_MONTH_CUT_OFF;
  const exampleMonth = monthYearLabel(settings.currentPeriod);
  const exampleDays = validCutOff ? periodDaysText(settings.currentPeriod, cutOff) : '';

  async function onSubmit(values: PeriodValues) {
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
    try {
      await save.mutateAsync({ clientId: settings.clientId, body });
      toast({ tone: 'success', title: t`Client period saved`, description: name });
      guard.allowNavigation();
      navigate(listPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS);
    }
  }

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
        <Form form={form} onSubmit={onSubmit} aria-label={t`Timesheet period of ${name}`}>
          <FormError />
          <FormSection title={t({ message: 'Period', context: 'a timesheet period' })}>
            <TextField
              name="cutOffDay"
              label={t`Cut-off day`}
              inputMode="numeric"
              required
              rules={{ validate: whole(i18n, 1, CALENDAR_MONTH_CUT_OFF) }}
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
              name="workStartTime"
              type="time"
              label={t`Work starts at`}
              description={t`In WIB. A clock-in after this time counts as late in the attendance summary.`}
              required
              rules={{
                pattern: {
                  value: /^([01]\d|2[0-3]):[0-5]\d$/,
                  message: t`Enter when work starts, as 08:00.`,
                },
              }}
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
                name="secondaryPicId"
                label={t`Secondary approver`}
                placeholder={t`None`}
                options={pics}
                rules={{
                  validate: (value: unknown, values: Record<string, unknown>) =>
                    !value ||
                    value !== values.approverPicId ||
                    t`The secondary approver must be another PIC.`,
                }}
              />
            </FormRow>
          </FormSection>
          <FormSection
            title={t`Emails`}
            description={t`Days are counted from the end of the period (sending) or from the day the approver was asked.`}
          >
            <FormRow>
              <TextField
                name="sendAfterDays"
                label={t`Send after (days)`}
                description={t`0 sends the submitted timesheets the day after the period ends.`}
                inputMode="numeric"
                required
                rules={{ validate: whole(i18n, 0, 28) }}
              />
              <TextField
                name="followUpAfterDays"
                label={t`Remind after (days)`}
                description={t`Without an answer, the approver is reminded once.`}
                inputMode="numeric"
                required
                rules={{ validate: whole(i18n, 1, 28) }}
              />
              <TextField
                name="escalateAfterDays"
                label={t`Escalate after (days)`}
                description={t`Without an answer, the secondary approver is asked.`}
                inputMode="numeric"
                required
                rules={{ validate: whole(i18n, 1, 28) }}
              />
            </FormRow>
          </FormSection>
          <FormActions>
            <Button asChild>
              <Link to={listPath}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Save client period</Trans>
            </Button>
          </FormActions>
        </Form>
      </Card>
      <AlternateApproversCard settings={settings} />
      {guard.dialog}
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

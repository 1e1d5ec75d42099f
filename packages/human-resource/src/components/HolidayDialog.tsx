import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import type { HolidayKind } from '@staffdesk/kit';
import { useClientChoices } from '@staffdesk/kit';
import {
  DateField,
  FormDialog,
  LoadingState,
  SelectField,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useForm, useWatch } from 'react-hook-form';
import type { Holiday } from '../hooks/types';
import { useAddHoliday, useUpdateHoliday } from '../hooks/useCalendar';
import { HOLIDAY_KIND_OPTIONS } from '../lib/labels';

type HolidayValues = { date: string; name: string; kind: HolidayKind | ''; clientId: string };

export type HolidayDialogProps = {
  /** The day to edit; null adds one. */
  holiday: Holiday | null;
  /** Preset client for a new client day (the filter in force). */
  clientId?: string;
  onClose: () => void;
  /** After a save, with the saved day (the page shows that client's calendar). */
  onSaved?: (holiday: Holiday) => void;
};

const isClientKind = (kind: string) => kind === 'client-holiday' || kind === 'client-working-day';

function ClientChoice() {
  const { t } = useLingui();
  const kind = useWatch({ name: 'kind' }) as string;
  const clients = useClientChoices();
  if (!isClientKind(kind)) return null;
  // The choice waits for the clients, so a saved client is not lost before its option exists.
  if (clients.isPending) return <LoadingState rows={1} label={t`Loading clients…`} />;
  return (
    <SelectField
      name="clientId"
      label={t`Client`}
      required
      requiredMessage={t`Choose the client whose calendar this is.`}
      placeholder={t`Choose a client…`}
      options={(clients.data?.items ?? []).map((client) => ({
        value: client.id,
        label: client.legalName,
      }))}
    />
  );
}

/** Adds or edits a calendar day: a holiday, cuti bersama, company event or client day. */
export function HolidayDialog({ holiday, clientId, onClose, onSaved }: HolidayDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const add = useAddHoliday();
  const update = useUpdateHoliday();
  const form = useForm<HolidayValues>({
    defaultValues: holiday
      ? {
          date: holiday.date,
          name: holiday.name,
          kind: holiday.kind,
          clientId: holiday.clientId ?? '',
        }
      : { date: '', name: '', kind: 'company-event', clientId: clientId ?? '' },
  });
  const holidayName = holiday?.name ?? '';
  const title = holiday ? t`Edit ${holidayName}` : t`Add event`;

  async function onSubmit(values: HolidayValues) {
    const body = {
      date: values.date,
      name: values.name.trim(),
      kind: values.kind as HolidayKind,
      clientId: isClientKind(values.kind) ? values.clientId : null,
    };
    try {
      const saved = holiday
        ? await update.mutateAsync({ params: { path: { id: holiday.id } }, body })
        : await add.mutateAsync({ body });
      onSaved?.(saved);
      toast({
        tone: 'success',
        title: holiday ? t`Event saved` : t`Event added`,
        description: body.name,
      });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['date', 'name', 'kind', 'clientId']);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={title}
      description={t`Working days count national holidays, cuti bersama and the client’s own days.`}
      label={title}
      submitLabel={<Trans>Save event</Trans>}
    >
      <DateField name="date" label={t`Date`} required />
      <TextField name="name" label={t`Name`} required maxLength={150} />
      <SelectField
        name="kind"
        label={t({ message: 'Kind', context: 'kind of calendar day' })}
        required
        options={HOLIDAY_KIND_OPTIONS}
      />
      <ClientChoice />
    </FormDialog>
  );
}

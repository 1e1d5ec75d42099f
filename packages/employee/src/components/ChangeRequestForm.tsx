import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Button,
  Form,
  FormActions,
  FormError,
  Stack,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateChangeRequest } from '../hooks/useChangeRequests';
import { type FieldSpec, type FormValues, toBody } from '../lib/fields';
import type { ChangeRequest, ChangeRequestBody, ChangeRequestKind } from '../lib/types';
import { SpecFields } from './SpecFields';

export type ChangeRequestFormProps = {
  kind: ChangeRequestKind;
  /** The form's heading: "Ask HR to change your bank account". */
  title: string;
  fields: readonly FieldSpec[];
  defaultValues: FormValues;
  /** The request's `proposed` from the form's body (default: the body as is). */
  toProposed?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** A line under the heading. */
  description?: string;
  /** h2 on a page of its own, h3 inside a section (default). */
  headingLevel?: 2 | 3;
  /** Put the cursor in the first field when the form opens (default true). */
  autoFocus?: boolean;
  onSent: (request: ChangeRequest) => void;
  onCancel: () => void;
};

/**
 * A form that asks HR for a change (`POST /me/employee/change-requests`): nothing changes until
 * HR approves. A second pending request of the same kind is refused (409) with the server's
 * message above the form.
 */
export function ChangeRequestForm({
  kind,
  title,
  fields,
  defaultValues,
  toProposed,
  description,
  headingLevel = 3,
  autoFocus = true,
  onSent,
  onCancel,
}: ChangeRequestFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { toast } = useToast();
  const create = useCreateChangeRequest();
  const form = useForm<FormValues>({ defaultValues });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const firstField = fields[0]?.name;

  useEffect(() => {
    if (autoFocus && firstField) form.setFocus(firstField);
  }, [autoFocus, firstField, form]);

  async function onSubmit(values: FormValues) {
    const body = toBody(fields, values);
    try {
      const request = await create.mutateAsync({
        body: { kind, proposed: toProposed ? toProposed(body) : body } as ChangeRequestBody,
      });
      toast({
        tone: 'success',
        title: t`Sent to HR`,
        description: t`You see here when HR has decided.`,
      });
      onSent(request);
    } catch (error) {
      showFailureInForm(
        form,
        describeFailure(error),
        fields.map((field) => field.name),
        (field) => field.replace(/^proposed\.(members\.\d+\.)?/, ''),
      );
    }
  }

  return (
    <Stack gap={3}>
      <div>
        <Heading id={headingId} className="sd-card__title">
          {title}
        </Heading>
        <p className="sd-text-muted">
          {description ??
            t`HR checks the change first. Until HR approves it, your current details stay.`}
        </p>
      </div>
      <Form form={form} onSubmit={onSubmit} aria-labelledby={headingId}>
        <FormError />
        <SpecFields fields={fields} />
        <FormActions showDirty={false}>
          <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            <Trans>Send to HR</Trans>
          </Button>
        </FormActions>
      </Form>
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { RadioGroupField } from '@staffdesk/kit';
import {
  Button,
  Dialog,
  Form,
  FormError,
  Inline,
  MoneyField,
  SelectField,
  type SelectOption,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveCommissionRule } from '../../hooks/useCommissions';
import {
  bpOfPercent,
  type CommissionRule,
  type CommissionRuleKind,
  percentOfBp,
} from '../../lib/commissions';

type RuleValues = {
  clientId: string;
  kind: CommissionRuleKind;
  amount: number | null;
  sharePercent: string;
};

const FIELDS = ['clientId', 'kind', 'amount', 'sharePercent'] as const;

/** The server names the share in basis points; the form asks for a percent. */
const fieldOf = (field: string) => (field === 'shareBp' ? 'sharePercent' : field);

/** What the dialog edits: an existing rule, or a new rule for a client chosen in it. */
export type CommissionRuleTarget = { rule: CommissionRule } | { rule: null };

export type CommissionRuleDialogProps = {
  /** The dialog is open while set. */
  target: CommissionRuleTarget | null;
  /** The clients a new rule may be set for (those without one yet). */
  clients: SelectOption[];
  onClose: () => void;
};

function valuesOf(rule: CommissionRule | null): RuleValues {
  return {
    clientId: rule?.clientId ?? '',
    kind: rule?.kind ?? 'fixed',
    amount: rule?.kind === 'fixed' ? rule.amount : null,
    sharePercent:
      rule?.kind === 'share' && rule.shareBp !== null ? String(percentOfBp(rule.shareBp)) : '',
  };
}

/**
 * Sets the default commission rule or a client's (`PUT /recruiter-commission-rules`, needs
 * `finance.manage`): a fixed amount per placement, or a share (0.01–100 %) of the first month's
 * salary, sent in basis points. Placements made from now on follow it.
 */
export function CommissionRuleDialog({ target, clients, onClose }: CommissionRuleDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSaveCommissionRule();
  const form = useForm<RuleValues>({ defaultValues: valuesOf(null) });
  const kind = form.watch('kind');
  const rule = target?.rule ?? null;
  const isNew = target !== null && rule === null;

  useEffect(() => {
    if (target) form.reset(valuesOf(target.rule));
  }, [target, form]);

  async function onSubmit(values: RuleValues) {
    const clientId = rule ? rule.clientId : values.clientId || null;
    try {
      await save.mutateAsync({
        body:
          values.kind === 'fixed'
            ? { clientId, kind: 'fixed', amount: values.amount, shareBp: null }
            : { clientId, kind: 'share', amount: null, shareBp: bpOfPercent(values.sharePercent) },
      });
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS, fieldOf);
      return;
    }
    toast({
      tone: 'success',
      title: t`Commission rule saved`,
      description: t`Placements made from now on follow it.`,
    });
    onClose();
  }

  const client = rule?.clientName ?? '';
  const title = isNew
    ? t`Set a client’s rule`
    : rule?.clientId
      ? t`Edit the rule of ${client}`
      : t`Edit the default rule`;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={t`Placements made from now on follow the rule; commissions already counted stay as they are.`}
    >
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <FormError />
        {isNew ? (
          <SelectField
            name="clientId"
            label={t`Client`}
            required
            placeholder={t`Choose a client…`}
            options={clients}
          />
        ) : null}
        <RadioGroupField<CommissionRuleKind>
          name="kind"
          legend={t`Commission per placement`}
          options={[
            {
              value: 'fixed',
              label: t`A fixed amount`,
              description: t`The same amount for every placement.`,
            },
            {
              value: 'share',
              label: t`A share of the first month’s salary`,
              description: t`A percent of the salary in the accepted offer.`,
            },
          ]}
          details={
            kind === 'fixed' ? (
              <MoneyField
                name="amount"
                label={t`Amount per placement`}
                required
                requiredMessage={t`Enter the amount per placement.`}
                rules={{
                  validate: (value: unknown) =>
                    typeof value !== 'number' || value > 0 || t`Enter an amount above Rp 0.`,
                }}
              />
            ) : (
              <TextField
                name="sharePercent"
                label={t`Share (%)`}
                inputMode="decimal"
                required
                requiredMessage={t`Enter the share of the first month’s salary.`}
                description={t`From 0.01 to 100 %; split equally between the requirement’s recruiters.`}
                rules={{
                  validate: (value: unknown) => {
                    const bp = bpOfPercent(typeof value === 'string' ? value : '');
                    return (
                      (bp !== null && bp >= 1 && bp <= 10_000) ||
                      t`Enter a share from 0.01 to 100 %.`
                    );
                  },
                }}
              />
            )
          }
        />
        <Inline justify="end">
          <Button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            <Trans>Save rule</Trans>
          </Button>
        </Inline>
      </Form>
    </Dialog>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatDate,
  formatDateTime,
  Inline,
  SimpleTable,
  Stack,
  Text,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import type { TimesheetSettings } from '../hooks/types';
import { useDecideTimesheetAlternate } from '../hooks/useTimesheetSettings';

type Alternate = TimesheetSettings['alternates'][number];
type Decision = 'confirm' | 'revoke';

const STATUS: Record<Alternate['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  'awaiting-hr': {
    label: msg({ message: 'Waiting for HR', context: 'alternate approver' }),
    tone: 'warning',
  },
  active: { label: msg({ message: 'Active', context: 'alternate approver' }), tone: 'success' },
  revoked: { label: msg({ message: 'Revoked', context: 'alternate approver' }), tone: 'neutral' },
};

/**
 * The alternate approvers a client's PICs named from their approval links, with HR's two
 * decisions: confirm one at an address outside the client's domain (no timesheet goes to it
 * until then), and revoke any (the links already sent to it stop working at once).
 */
export function AlternateApproversCard({ settings }: { settings: TimesheetSettings }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const decide = useDecideTimesheetAlternate();
  const [asked, setAsked] = useState<{ alternate: Alternate; decision: Decision } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = settings.clientName;

  async function confirmAsked() {
    if (!asked) return;
    const { alternate, decision } = asked;
    setError(null);
    try {
      await decide.mutateAsync({
        clientId: settings.clientId,
        alternateId: alternate.id,
        decision,
      });
      const who = alternate.name;
      toast({
        tone: 'success',
        title: decision === 'confirm' ? t`${who} confirmed` : t`${who} revoked`,
      });
    } catch (failure) {
      setError(describeFailure(failure).message);
      throw failure;
    }
  }

  const address = asked?.alternate.email ?? '';
  const question = asked
    ? asked.decision === 'confirm'
      ? t`Confirm ${address} as alternate approver?`
      : t`Revoke ${address} as alternate approver?`
    : '';

  return (
    <Card title={t`Alternate approvers`}>
      <p className="sd-text-muted">
        <Trans>
          Named by the client’s PICs from an open approval email, for the days they are away; each
          PIC is emailed when they name one. An address outside the client’s domain gets no
          timesheets until you confirm it. Revoking stops every link already sent to it.
        </Trans>
      </p>
      <SimpleTable
        label={t`Alternate approvers of ${name}`}
        rows={settings.alternates}
        getRowKey={(alternate) => alternate.id}
        empty={<EmptyState title={t`No alternates named`} />}
        columns={[
          {
            header: t`Alternate`,
            cell: (alternate) => (
              <Stack as="span" gap={0} className="sd-wrap-anywhere">
                <span>{alternate.name}</span>
                <span className="sd-text-muted">{alternate.email}</span>
              </Stack>
            ),
          },
          {
            header: t({ message: 'From – to', context: 'the days an alternate approves' }),
            cell: (alternate) => {
              const from = formatDate(alternate.from);
              const to = formatDate(alternate.to);
              return <span className="sd-num">{t`${from} – ${to}`}</span>;
            },
          },
          {
            header: t`Named by`,
            cell: (alternate) => (
              <Stack as="span" gap={0} className="sd-wrap-anywhere">
                <span>{alternate.namedBy}</span>
                <span className="sd-text-muted sd-num">{formatDateTime(alternate.createdAt)}</span>
              </Stack>
            ),
          },
          {
            header: t`Status`,
            cell: (alternate) => (
              <Stack as="span" gap={1}>
                <span>
                  <Badge tone={STATUS[alternate.status].tone}>
                    {i18n._(STATUS[alternate.status].label)}
                  </Badge>
                </span>
                {alternate.reviewedBy ? (
                  <Text muted wrap="anywhere">
                    {alternate.reviewedBy}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            header: t`Actions`,
            cell: (alternate) => {
              const who = alternate.name;
              return alternate.status === 'revoked' ? null : (
                <Inline as="span" gap={2} align="stretch">
                  {alternate.status === 'awaiting-hr' ? (
                    <Button
                      size="sm"
                      aria-label={t`Confirm ${who}`}
                      onClick={() => setAsked({ alternate, decision: 'confirm' })}
                    >
                      <Trans>Confirm</Trans>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    aria-label={t`Revoke ${who}`}
                    onClick={() => setAsked({ alternate, decision: 'revoke' })}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                </Inline>
              );
            },
          },
        ]}
      />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsked(null);
            setError(null);
          }
        }}
        title={question}
        description={
          asked?.decision === 'confirm'
            ? t`Check with the PIC first. Once confirmed, the alternate gets the approval emails of this client in their days, and can approve timesheets that payroll pays.`
            : t`The client’s timesheets go back to the PIC, and every approval link already sent to this address stops working.`
        }
        confirmLabel={asked?.decision === 'confirm' ? t`Confirm alternate` : t`Revoke alternate`}
        destructive={asked?.decision === 'revoke'}
        onConfirm={confirmAsked}
        error={error}
      />
    </Card>
  );
}

import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { textOf } from '@staffdesk/core';
import { CHANGE_REQUEST_KIND_LABELS, labelOf } from '@staffdesk/kit';
import { DescriptionList, formatDate, Inline, Stack, StatusBadge } from '@staffdesk/ui';
import { fieldsOfRequest } from '../lib/change-requests';
import { type FamilyChange, familyChanges } from '../lib/family';
import { displayValue } from '../lib/fields';
import { PROFILE_KINDS } from '../lib/profile-kinds';
import type { ChangeRequest } from '../lib/types';

const STATUS_LABELS = {
  pending: msg`Waiting for HR`,
  approved: msg`Approved by HR`,
  rejected: msg`Rejected by HR`,
} as const;

/** One change of a family request in words: "Add Budi", "Change Budi", "Remove Budi". */
function familyActionText(action: FamilyChange['action'], name: string): string {
  if (action === 'add') return t({ message: `Add ${name}`, context: 'family change request' });
  if (action === 'remove')
    return t({ message: `Remove ${name}`, context: 'family change request' });
  return t({ message: `Change ${name}`, context: 'family change request' });
}

/** A request's status as a badge with words: "Waiting for HR", "Approved by HR"… */
export function ChangeRequestBadge({ status }: { status: ChangeRequest['status'] }) {
  const { i18n } = useLingui();
  return <StatusBadge status={status} label={i18n._(STATUS_LABELS[status])} />;
}

/** The proposed values of a request, labelled as in its form. */
export function proposedItems(request: ChangeRequest) {
  const fields = fieldsOfRequest(request.kind);
  return Object.entries(request.proposed).map(([name, value]) => {
    const spec = fields.find((field) => field.name === name);
    return { label: spec ? textOf(spec.label) : name, value: displayValue(spec, value) || '—' };
  });
}

function FamilyChanges({ request }: { request: ChangeRequest }) {
  const family = PROFILE_KINDS.family;
  const changes = familyChanges(request.current, request.proposed);
  if (changes.length === 0) return null;
  return (
    <ul style={{ paddingLeft: 'var(--sd-space-5)' }}>
      {changes.map(({ action, member }) => {
        const record: Record<string, unknown> = member;
        return (
          <li key={`${action}-${member.id ?? member.name}`}>
            <strong>{familyActionText(action, member.name)}</strong>
            {action === 'remove' ? null : (
              <span className="sd-text-muted"> · {family.detail(record)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export type ChangeRequestStatusProps = {
  request: ChangeRequest;
  /** Name the kind ("Bank account") where the section does not. */
  showKind?: boolean;
};

/**
 * One request: its status, when it was sent and decided, the values asked for and, when HR
 * rejected it, HR's reason.
 */
export function ChangeRequestStatus({ request, showKind }: ChangeRequestStatusProps) {
  const { t } = useLingui();
  const sent = formatDate(request.createdAt);
  const decided = request.decidedAt ? formatDate(request.decidedAt) : '';
  const { reason } = request;
  return (
    <Stack gap={2}>
      <Inline>
        <ChangeRequestBadge status={request.status} />
        {showKind ? <strong>{labelOf(CHANGE_REQUEST_KIND_LABELS, request.kind)}</strong> : null}
        <span className="sd-text-muted">
          {decided ? t`Sent ${sent}, decided ${decided}` : t`Sent ${sent}`}
        </span>
      </Inline>
      {request.kind === 'family' ? (
        <FamilyChanges request={request} />
      ) : (
        <DescriptionList items={proposedItems(request)} />
      )}
      {request.status === 'rejected' && reason ? (
        <p>
          <Trans>
            <span className="sd-text-muted">HR’s reason:</span> {reason}
          </Trans>
        </p>
      ) : null}
    </Stack>
  );
}

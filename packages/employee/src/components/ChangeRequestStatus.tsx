import { CHANGE_REQUEST_KIND_LABELS, labelOf } from '@staffdesk/kit';
import { DescriptionList, formatDate, StatusBadge } from '@staffdesk/ui';
import { fieldsOfRequest } from '../lib/change-requests';
import { familyChanges } from '../lib/family';
import { displayValue } from '../lib/fields';
import { PROFILE_KINDS } from '../lib/profile-kinds';
import type { ChangeRequest } from '../lib/types';

const STATUS_LABELS = {
  pending: 'Waiting for HR',
  approved: 'Approved by HR',
  rejected: 'Rejected by HR',
} as const;

const FAMILY_ACTIONS = { add: 'Add', change: 'Change', remove: 'Remove' } as const;

/** A request's status as a badge with words: "Waiting for HR", "Approved by HR"… */
export function ChangeRequestBadge({ status }: { status: ChangeRequest['status'] }) {
  return <StatusBadge status={status} label={STATUS_LABELS[status]} />;
}

/** The proposed values of a request, labelled as in its form. */
export function proposedItems(request: ChangeRequest) {
  const fields = fieldsOfRequest(request.kind);
  return Object.entries(request.proposed).map(([name, value]) => {
    const spec = fields.find((field) => field.name === name);
    return { label: spec?.label ?? name, value: displayValue(spec, value) || '—' };
  });
}

function FamilyChanges({ request }: { request: ChangeRequest }) {
  const family = PROFILE_KINDS.family;
  const changes = familyChanges(request.current, request.proposed);
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: 'var(--sd-space-5)' }}>
      {changes.map(({ action, member }) => {
        const record: Record<string, unknown> = member;
        return (
          <li key={`${action}-${member.id ?? member.name}`}>
            <strong>
              {FAMILY_ACTIONS[action]} {member.name}
            </strong>
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
  return (
    <div className="sd-stack" style={{ gap: 'var(--sd-space-2)' }}>
      <div className="sd-inline">
        <ChangeRequestBadge status={request.status} />
        {showKind ? <strong>{labelOf(CHANGE_REQUEST_KIND_LABELS, request.kind)}</strong> : null}
        <span className="sd-text-muted">
          Sent {formatDate(request.createdAt)}
          {request.decidedAt ? `, decided ${formatDate(request.decidedAt)}` : ''}
        </span>
      </div>
      {request.kind === 'family' ? (
        <FamilyChanges request={request} />
      ) : (
        <DescriptionList items={proposedItems(request)} />
      )}
      {request.status === 'rejected' && request.reason ? (
        <p style={{ margin: 0 }}>
          <span className="sd-text-muted">HR’s reason: </span>
          {request.reason}
        </p>
      ) : null}
    </div>
  );
}

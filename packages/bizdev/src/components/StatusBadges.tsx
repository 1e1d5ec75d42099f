import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, StatusBadge } from '@staffdesk/ui';
import { CLIENT_STATUS, type ClientStatus, PIC_ROLE, type PicRole } from '../lib/labels';

/** Lead (grey), Prospect (amber), Active (green) or Inactive (slate), always with its word. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { i18n } = useLingui();
  const entry = CLIENT_STATUS[status];
  return <StatusBadge status={entry.badge} label={i18n._(entry.label)} />;
}

/** A PIC's roles as badges, in the form's order; "No role" when none. */
export function PicRoleBadges({ roles }: { roles: readonly PicRole[] }) {
  const { i18n } = useLingui();
  if (roles.length === 0) {
    return (
      <span className="sd-text-muted">
        <Trans>No role</Trans>
      </span>
    );
  }
  const ordered = (Object.keys(PIC_ROLE) as PicRole[]).filter((role) => roles.includes(role));
  return (
    <span className="sd-inline">
      {ordered.map((role) => (
        <Badge key={role} tone="info">
          {i18n._(PIC_ROLE[role])}
        </Badge>
      ))}
    </span>
  );
}

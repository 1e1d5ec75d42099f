import { Badge } from '@staffdesk/ui';
import {
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUS_TONES,
  type RequirementStatus,
} from '../lib/requirements';

/** A requirement's status as a badge, always with its word. */
export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  return <Badge tone={REQUIREMENT_STATUS_TONES[status]}>{REQUIREMENT_STATUS_LABELS[status]}</Badge>;
}

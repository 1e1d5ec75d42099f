import { Badge } from '@staffdesk/ui';
import { VACANCY_STATUS_LABELS, VACANCY_STATUS_TONES, type VacancyStatus } from '../lib/vacancies';

/** A vacancy's status as a badge, always with its word. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  return <Badge tone={VACANCY_STATUS_TONES[status]}>{VACANCY_STATUS_LABELS[status]}</Badge>;
}

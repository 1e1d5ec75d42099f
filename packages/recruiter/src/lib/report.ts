import type { MainSchema } from '@staffdesk/api';

export type RecruitingReport = MainSchema<'RecruitingReport'>;
/** How many candidates reached each stage (or went past it). */
export type Funnel = RecruitingReport['requirements'][number]['funnel'];
export type FunnelStage = keyof Funnel;

/** The funnel's stages in order. */
export const FUNNEL_STAGES: readonly FunnelStage[] = [
  'sourced',
  'screened',
  'cv-sent',
  'interview',
  'offered',
  'hired',
];

/** The funnels added up, stage by stage. */
export function sumFunnels(funnels: readonly Funnel[]): Funnel {
  const total: Funnel = {
    sourced: 0,
    screened: 0,
    'cv-sent': 0,
    interview: 0,
    offered: 0,
    hired: 0,
  };
  for (const funnel of funnels) {
    for (const stage of FUNNEL_STAGES) total[stage] += funnel[stage];
  }
  return total;
}

/** `part` of `whole` in percent, to one decimal; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The first day of the year of a 'YYYY-MM-DD' day. */
export function startOfYear(day: string): string {
  return `${day.slice(0, 4)}-01-01`;
}

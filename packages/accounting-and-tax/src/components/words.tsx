import { Plural, useLingui } from '@lingui/react/macro';
import { formatDate } from '@staffdesk/ui';
import type { PtkpStatus, TaxMaster } from '../lib/masters';

/** A PTKP status in words: `K/2` is "Married, 2 dependants". */
export function PtkpMeaning({ married, dependants }: { married: boolean; dependants: number }) {
  return married ? (
    <Plural
      value={dependants}
      _0="Married, no dependants"
      one="Married, # dependant"
      other="Married, # dependants"
    />
  ) : (
    <Plural
      value={dependants}
      _0="Single, no dependants"
      one="Single, # dependant"
      other="Single, # dependants"
    />
  );
}

/** The start of a married status's code (`K/1`); `TK/…` is single. */
const MARRIED_PREFIX = 'K/';

/** What a status code says: `TK` single, `K` married, then the number of dependants. */
export function ptkpParts(status: PtkpStatus) {
  return { married: status.startsWith(MARRIED_PREFIX), dependants: Number(status.slice(-1)) };
}

/** A version's dates in words: "1 Jan 2024 – 29 Feb 2024", or "From 1 Jan 2024" while open. */
export function usePeriodText() {
  const { t } = useLingui();
  return (version: Pick<TaxMaster, 'effectiveFrom' | 'effectiveTo'>): string => {
    const from = formatDate(version.effectiveFrom);
    if (version.effectiveTo === null) return t`From ${from}`;
    const to = formatDate(version.effectiveTo);
    return t`${from} – ${to}`;
  };
}

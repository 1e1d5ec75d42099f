import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@staffdesk/ui';
import type { ReactNode } from 'react';

export type RegisterEmptyStateProps = {
  /** Whether a search or filter is on (then nothing matched), or the register is empty. */
  filtered: boolean;
  /** The plural noun of the register, translated: "clients", "employees". */
  noun: string;
  /** What to try when nothing matched: "Try another search, or clear the filters." */
  filteredHint: string;
  /** Whether the user may add to the register (then `actions` show). */
  canManage: boolean;
  /** What an empty register says to someone who may add to it, and to someone who may not. */
  manageHint: string;
  readHint: string;
  /** The import and add buttons an empty register offers. */
  actions: ReactNode;
};

/** The empty state of a register list: nothing matched the filters, or nothing is there yet. */
export function RegisterEmptyState({
  filtered,
  noun,
  filteredHint,
  canManage,
  manageHint,
  readHint,
  actions,
}: RegisterEmptyStateProps) {
  const { t } = useLingui();
  if (filtered) return <EmptyState title={t`No ${noun} match`} description={filteredHint} />;
  return (
    <EmptyState
      title={t`No ${noun} yet`}
      description={canManage ? manageHint : readHint}
      action={canManage ? <span className="sd-inline">{actions}</span> : null}
    />
  );
}

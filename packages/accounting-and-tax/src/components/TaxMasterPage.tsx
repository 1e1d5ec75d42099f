import { useLingui } from '@lingui/react/macro';
import { hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import { Banner, LoadingState, PageHeader } from '@staffdesk/ui';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** What the masters of a page share: may the user change them, and which one is being edited. */
type TaxMasterPageState = {
  canManage: boolean;
  /** The master whose form is open (one at a time: a page guards one form against leaving). */
  editing: string | null;
  setEditing: (master: string | null) => void;
};

const TaxMasterPageContext = createContext<TaxMasterPageState>({
  canManage: false,
  editing: null,
  setEditing: () => undefined,
});

export function useTaxMasterPage(): TaxMasterPageState {
  return useContext(TaxMasterPageContext);
}

export type TaxMasterPageProps = {
  title: string;
  description: string;
  /** Say, to those without `tax.manage`, that the page's masters cannot be changed (default true). */
  readOnlyNote?: boolean;
  children: ReactNode;
};

/**
 * The frame of an accounting and tax page: its header, the refusal without `payroll.read`, and
 * (without `tax.manage`) a note that the masters can be read but not changed.
 */
export function TaxMasterPage({
  title,
  description,
  readOnlyNote = true,
  children,
}: TaxMasterPageProps) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const [editing, setEditing] = useState<string | null>(null);
  const canManage = hasPermission(me.data, 'tax.manage');
  const state = useMemo(() => ({ canManage, editing, setEditing }), [canManage, editing]);

  if (me.data && !hasPermission(me.data, 'payroll.read')) return <AccessDenied />;
  return (
    <div className="sd-stack">
      <PageHeader title={title} description={description} />
      {me.isPending ? (
        <LoadingState rows={6} />
      ) : (
        <TaxMasterPageContext.Provider value={state}>
          {canManage || !readOnlyNote ? null : (
            <Banner tone="info" title={t`Read only`}>
              {t`You can look at these figures; changing them needs the permission to maintain the PTKP, TER and Article 17 masters.`}
            </Banner>
          )}
          {children}
        </TaxMasterPageContext.Provider>
      )}
    </div>
  );
}

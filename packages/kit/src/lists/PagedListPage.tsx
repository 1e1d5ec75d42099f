import { failureStatus } from '@staffdesk/core';
import { Button, ClickableRows, PageHeader, Stack } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RegisterEmptyState, type RegisterEmptyStateProps } from '../components/RegisterEmptyState';
import { AccessDenied } from '../components/StatusPages';
import { isFiltered, isFilterList, PagedList, type PagedListProps } from './PagedList';

export type PagedListPageProps<T> = Omit<PagedListProps<T>, 'label' | 'actions'> & {
  /** The page's heading, and the table's name unless `label` names it. */
  title: string;
  description?: ReactNode;
  label?: string;
  /** The header's actions. */
  actions?: ReactNode;
  /** The filter bar's actions (the list's `actions`; default: its export button). */
  listActions?: PagedListProps<T>['actions'];
  /**
   * "New …" for those who may add (left out for the others): a button in the header, except
   * while the list is empty with no search or filter on, when the empty state offers it.
   */
  add?: { label: ReactNode; to: string } | null;
  /** Whether a search or filter is on (default: the URL's search or any `filters` given as data). */
  filtered?: boolean;
  /** The empty state's words (instead of `empty` or `emptyState`): a register's. */
  registerEmpty?: Pick<
    RegisterEmptyStateProps,
    'noun' | 'filteredHint' | 'manageHint' | 'readHint'
  >;
  /** A click anywhere on a row follows its `data-row-primary` link (ui's `ClickableRows`). */
  clickableRows?: boolean;
  /** After the list: its dialogs. */
  children?: ReactNode;
  /**
   * Whether the user may see the page (their permission, while known); without it, or when the
   * server refuses the list (403), the access-denied page shows instead.
   */
  allowed?: boolean;
};

/**
 * A page that is a paged list under its header: the title and description, the header's
 * actions and its "New …" button, and the list (query, URL paging, search and filters,
 * loading/empty/failed with a retry, export).
 */
export function PagedListPage<T>({
  title,
  description,
  label,
  actions,
  listActions,
  add,
  filtered: filteredProp,
  registerEmpty,
  clickableRows = false,
  children,
  allowed = true,
  ...list
}: PagedListPageProps<T>) {
  const navigate = useNavigate();
  const { query, params, filters } = list;
  const filtered =
    filteredProp ??
    (isFilterList(filters) && params?.values ? isFiltered(params.values, filters) : false);
  const empty =
    !query.isPending &&
    !query.isError &&
    (query.data?.total ?? query.data?.items.length ?? 0) === 0;
  const addButton = add ? (
    <Button variant="primary" onClick={() => navigate(add.to)}>
      {add.label}
    </Button>
  ) : null;
  const table = (
    <PagedList
      {...list}
      label={label ?? title}
      actions={listActions}
      emptyState={
        registerEmpty ? (
          <RegisterEmptyState
            {...registerEmpty}
            filtered={filtered}
            canManage={Boolean(add)}
            actions={addButton}
          />
        ) : (
          list.emptyState
        )
      }
    />
  );
  if (!allowed || failureStatus(query.error) === 403) return <AccessDenied />;
  return (
    <Stack>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || addButton ? (
            <>
              {actions}
              {empty && !filtered ? null : addButton}
            </>
          ) : undefined
        }
      />
      {clickableRows ? <ClickableRows>{table}</ClickableRows> : table}
      {children}
    </Stack>
  );
}

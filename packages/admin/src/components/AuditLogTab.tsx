import { useLingui } from '@lingui/react/macro';
import { compact, useListParams } from '@staffdesk/core';
import { ListToolbar } from '@staffdesk/kit';
import { DateFilter, FilterSelect, SearchInput } from '@staffdesk/ui';
import { AuditLogTable, auditEntityOptions } from './AuditLogTable';

/** The audit log with its filters in the URL: record type, action, dates (WIB) and a search. */
export function AuditLogTab() {
  const { t, i18n } = useLingui();
  const { values, page, update } = useListParams([
    'search',
    'entity',
    'action',
    'from',
    'to',
  ] as const);
  return (
    <AuditLogTable
      query={compact({
        search: values.search,
        entity: values.entity,
        action: values.action,
        from: values.from,
        to: values.to,
      })}
      page={page}
      onPageChange={(next) => update({ page: next })}
      toolbar={
        <ListToolbar
          search={{
            label: t`Search the audit log`,
            placeholder: t`Actor, action or record id`,
            value: values.search,
            onSearch: (search) => update({ search }),
          }}
          filters={
            <>
              <FilterSelect
                label={t`Record type`}
                value={values.entity}
                onChange={(entity) => update({ entity })}
                allLabel={t`All records`}
                options={auditEntityOptions(i18n)}
              />
              <SearchInput
                label={t`Action`}
                placeholder={t`Action, e.g. user.invited`}
                value={values.action}
                onSearch={(action) => update({ action })}
              />
              <DateFilter
                label={t({ message: 'From', context: 'first day of a date filter' })}
                value={values.from}
                max={values.to || undefined}
                onChange={(from) => update({ from })}
              />
              <DateFilter
                label={t({ message: 'To', context: 'last day of a date filter' })}
                value={values.to}
                min={values.from || undefined}
                onChange={(to) => update({ to })}
              />
            </>
          }
        />
      }
    />
  );
}

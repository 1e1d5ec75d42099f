import { compact, useListParams } from '@staffdesk/core';
import { FilterBar, FilterSelect, SearchInput } from '@staffdesk/ui';
import { AUDIT_ENTITIES, AuditLogTable } from './AuditLogTable';
import { DateFilter } from './DateFilter';

/** The audit log with its filters in the URL: record type, action, dates (WIB) and a search. */
export function AuditLogTab() {
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
        <FilterBar
          search={
            <SearchInput
              label="Search the audit log"
              placeholder="Actor, action or record id"
              value={values.search}
              onSearch={(search) => update({ search })}
            />
          }
        >
          <FilterSelect
            label="Record type"
            value={values.entity}
            onChange={(entity) => update({ entity })}
            allLabel="All records"
            options={AUDIT_ENTITIES}
          />
          <SearchInput
            label="Action"
            placeholder="Action, e.g. user.invited"
            value={values.action}
            onSearch={(action) => update({ action })}
          />
          <DateFilter
            label="From"
            value={values.from}
            max={values.to || undefined}
            onChange={(from) => update({ from })}
          />
          <DateFilter
            label="To"
            value={values.to}
            min={values.from || undefined}
            onChange={(to) => update({ to })}
          />
        </FilterBar>
      }
    />
  );
}

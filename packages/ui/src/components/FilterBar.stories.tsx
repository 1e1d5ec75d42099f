import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from './Button';
import { FilterBar, FilterSelect, SearchInput } from './FilterBar';

export default { title: 'Lists/FilterBar' } satisfies StoryDefault;

export const SearchFiltersAndExport: Story = () => {
  const [search, setSearch] = useState('');
  const [client, setClient] = useState('');
  const [contract, setContract] = useState('');
  return (
    <>
      <FilterBar
        search={<SearchInput label="Search employees" onSearch={setSearch} />}
        actions={<Button>Export</Button>}
      >
        <FilterSelect
          label="Client"
          value={client}
          onChange={setClient}
          allLabel="All clients"
          options={[
            { value: 'sinar', label: 'PT Sinar Maju Logistik' },
            { value: 'nusantara', label: 'PT Nusantara Retail Indonesia' },
          ]}
        />
        <FilterSelect
          label="Contract"
          value={contract}
          onChange={setContract}
          allLabel="All contracts"
          options={[
            { value: 'pkwt', label: 'PKWT' },
            { value: 'pkwtt', label: 'PKWTT' },
          ]}
        />
      </FilterBar>
      <p className="sd-text-muted">
        Search sent to the server: “{search}” · client: {client || 'all'} · contract:{' '}
        {contract || 'all'}
      </p>
    </>
  );
};

import { i18n } from '@lingui/core';
import type { MainSchema } from '@staffdesk/api';
import { createClientBody, updateClientBody } from '@staffdesk/api/rules';
import { useApi } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { TextAreaField, TextField } from '@staffdesk/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as formsId } from '../locales/pages/forms/id';
import { renderPage } from '../testing/render';
import { EntityForm, EntityFormPage, useEntityForm } from './EntityFormPage';

const ID = '00000000-0000-4000-8000-0000000000c1';
const path = '/clients/form/:type/:id?';

type Client = MainSchema<'ClientDetail'>;
type Values = { legalName: string; address: string; paymentTermsDays: string };

const BANK: Client = {
  id: ID,
  code: 'BNI-JKT',
  legalName: 'PT Bank Nusantara',
  industry: 'Banking',
  address: 'Jl. Sudirman 1',
  npwp: null,
  billingMethod: 'management-fee',
  paymentTermsDays: 30,
  status: 'active',
  picCount: 0,
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  pics: [],
};

function useClient(id: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/clients/{id}', { params: { path: { id } } });
}

/** A small client form on the block: what a department page writes. */
function ClientForm({ client }: { client: Client | null }) {
  const { $api } = useApi().main;
  const update = $api.useMutation('put', '/clients/{id}');
  const entity = useEntityForm<Values, unknown>({
    defaultValues: client
      ? {
          legalName: client.legalName,
          address: client.address ?? '',
          paymentTermsDays: String(client.paymentTermsDays),
        }
      : { legalName: '', address: '', paymentTermsDays: '30' },
    rules: client ? updateClientBody : createClientBody,
    save: (values) =>
      update.mutateAsync({
        params: { path: { id: client?.id ?? '' } },
        body: {
          code: 'BNI-JKT',
          legalName: values.legalName,
          address: values.address,
          billingMethod: 'management-fee',
          paymentTermsDays: Number(values.paymentTermsDays),
          status: 'active',
        },
      }),
    onSaved: () => undefined,
  });
  const { field } = entity;
  return (
    <EntityForm entity={entity} label="Edit client" cancelTo="/clients" saveLabel="Save client">
      <TextField label="Legal name" {...field('legalName')} />
      <TextAreaField label="Address" {...field('address')} />
      <TextField label="Payment terms (days)" {...field('paymentTermsDays')} />
    </EntityForm>
  );
}

function Page({ canEdit }: { canEdit?: boolean }) {
  return (
    <EntityFormPage useRecord={useClient} loadingLabel="Loading the client…" canEdit={canEdit}>
      {({ record }) => <ClientForm client={record} />}
    </EntityFormPage>
  );
}

describe('an entity form page', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('loads the record to edit, asks for a required field and refuses a number out of range', async () => {
    const api = fakeApi({ 'GET /clients/:id': () => BANK });
    const { user } = renderPage(<Page />, { path, url: `/clients/form/edit/${ID}` });
    const name = await screen.findByRole('textbox', { name: 'Legal name' });
    expect(name).toHaveValue('PT Bank Nusantara');
    // What the schema says of the field reaches the input: required, and at most 200 characters.
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '200');
    await user.clear(name);
    const terms = screen.getByRole('textbox', { name: 'Payment terms (days)' });
    await user.clear(terms);
    await user.type(terms, '365');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('Legal name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 0 to 180.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(api.callsTo('PUT', `/clients/${ID}`)).toHaveLength(0);
  });

  it('says a stored value is too long for what the server now accepts', async () => {
    const api = fakeApi({
      'GET /clients/:id': () => ({ ...BANK, address: 'Jl. '.repeat(130) }),
    });
    const { user } = renderPage(<Page />, { path, url: `/clients/form/edit/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Save client' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveAccessibleDescription('At most 500 characters.'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', `/clients/${ID}`)).toHaveLength(0);
  });

  it('shows the server’s field errors (400 validation-failed) beside their fields and its message above', async () => {
    const api = fakeApi({
      'GET /clients/:id': () => BANK,
      'PUT /clients/:id': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          legalName: 'Another client already has this legal name.',
          'pics.0.email': 'This email is already used.',
        }),
    });
    const { user } = renderPage(<Page />, { path, url: `/clients/form/edit/${ID}` });
    await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), ' Tbk');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    const name = screen.getByRole('textbox', { name: 'Legal name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Another client already has this legal name.'),
    );
    expect(name).toHaveFocus();
    // A field the form does not show: the server's message says what failed.
    expect(screen.getByText('Some fields are not valid.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/clients/${ID}`)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes, and leaves when told to', async () => {
    fakeApi({ 'GET /clients/:id': () => BANK });
    const { user, router } = renderPage(<Page />, { path, url: `/clients/form/edit/${ID}` });
    await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), ' Tbk');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/clients/form/edit/${ID}`);
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue(
      'PT Bank Nusantara Tbk',
    );
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Leave/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
  });

  it('answers "not found" for a mode the route does not offer, and refuses who may not edit', async () => {
    fakeApi({ 'GET /clients/:id': () => BANK });
    const { unmount } = renderPage(<Page />, { path, url: `/clients/form/copy/${ID}` });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This page does not exist',
    );
    unmount();
    renderPage(<Page canEdit={false} />, { path, url: '/clients/form/add' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'You do not have access to this page',
    );
  });

  it('sends `view` to the record’s own page when the form offers only add and edit', async () => {
    fakeApi({ 'GET /clients/:id': () => BANK });
    renderPage(
      <EntityFormPage
        useRecord={useClient}
        loadingLabel="Loading the client…"
        viewAt={(id) => `/clients/${id}`}
      >
        {({ record }) => <ClientForm client={record} />}
      </EntityFormPage>,
      { path, url: `/clients/form/view/${ID}` },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(`/clients/${ID}`);
  });

  it('says what is wrong in Indonesian', async () => {
    i18n.load('id', formsId);
    i18n.activate('id');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    fakeApi({ 'GET /clients/:id': () => ({ ...BANK, address: 'Jl. '.repeat(130) }) });
    const { user } = renderPage(<Page />, { path, url: `/clients/form/edit/${ID}` });
    const terms = await screen.findByRole('textbox', { name: 'Payment terms (days)' });
    await user.clear(terms);
    await user.type(terms, '1,5');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveAccessibleDescription('Paling banyak 500 karakter.'));
    expect(terms).toHaveAccessibleDescription('Isi bilangan bulat dari 0 sampai 180.');
  });
});

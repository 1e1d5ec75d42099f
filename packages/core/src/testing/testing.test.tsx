import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useApi } from '../provider/useStaffdesk';
import { API_BASE, fakeApi, list, problem, renderPage } from './index';

const RINA = {
  id: '0b7c8f0e-3a4d-4c1e-9f5a-2d6b8e1c7a90',
  email: 'rina@staffdesk.test',
  name: 'Rina',
  status: 'active',
  roles: [],
  lastSignInAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  phone: null,
  preferredLanguage: 'id',
  hasPhoto: false,
};

function UserPage() {
  const api = useApi();
  const [text, setText] = useState('Loading…');
  useEffect(() => {
    void api.main.fetchClient
      .GET('/users/{id}', { params: { path: { id: RINA.id } } })
      .then(({ data, error }) =>
        setText(error ? 'Failed' : String((data as { name: string }).name)),
      );
  }, [api]);
  return (
    <>
      <p>{text}</p>
      <Link to="/elsewhere?tab=2">Away</Link>
    </>
  );
}

describe('the test harness', () => {
  it('answers requests by route, records them, and renders the page with a router', async () => {
    const api = fakeApi({ 'GET /users/:id': ({ params }) => ({ ...RINA, id: params.id }) });
    const { user } = renderPage(<UserPage />, {
      path: '/users/:id',
      url: `/users/${RINA.id}`,
      wrapper: ({ children }) => <section aria-label="Wrapped">{children}</section>,
    });
    expect(await screen.findByText('Rina')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wrapped' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/users/${RINA.id}`)).toHaveLength(1);
    const request = api.fetch.mock.calls[0]?.[0];
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).url).toBe(`${API_BASE}/users/${RINA.id}`);
    expect((request as Request).headers.get('authorization')).toBe('Bearer session-token');

    await user.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere?tab=2');
  });

  it('answers an unknown route with a 404 problem document', async () => {
    const api = fakeApi({});
    renderPage(<UserPage />, { path: '/users/:id', url: `/users/${RINA.id}` });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: `/users/${RINA.id}`, params: {} }),
    ]);
  });

  it('builds problem documents and list answers', async () => {
    const response = problem(409, 'email-taken', 'Taken.', { email: 'Taken.' });
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'https://staffdesk.dev/problems/email-taken',
      title: 'Error',
      status: 409,
      code: 'email-taken',
      detail: 'Taken.',
      errors: { email: 'Taken.' },
    });
    expect(list(['a', 'b'])).toEqual({ items: ['a', 'b'], total: 2, page: 1, pageSize: 20 });
  });
});

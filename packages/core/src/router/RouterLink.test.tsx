import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './RouterLink';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('RouterLink', () => {
  it('navigates inside the app and passes anchor props and the ref on', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLAnchorElement>();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RouterLink href="/employees" className="sd-crumb" aria-current="page" ref={ref}>
              Employees
            </RouterLink>
          ),
        },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Employees' });
    expect(link).toHaveAttribute('href', '/employees');
    expect(link).toHaveClass('sd-crumb');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(ref.current).toBe(link);
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/employees');
  });
});

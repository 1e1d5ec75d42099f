import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigate,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardHistory } from './guarded-history';
import { useUnsavedChangesBlocker } from './useUnsavedChangesBlocker';

function EditPage() {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const guard = useUnsavedChangesBlocker(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <Link to="/elsewhere">Go elsewhere</Link>
      <Link to="/edit?tab=2">Next tab</Link>
      <button
        type="button"
        onClick={() => {
          guard.allowNavigation();
          navigate('/saved');
        }}
      >
        Save
      </button>
      {guard.blocked ? (
        <div role="alertdialog" aria-label="Leave without saving?">
          <button type="button" onClick={guard.stay}>
            Stay
          </button>
          <button type="button" onClick={guard.leave}>
            Leave
          </button>
        </div>
      ) : null}
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderEditPage() {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/before', '/edit'], v5Compat: true }),
  );
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/edit" element={<EditPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </HistoryRouter>,
  );
  return { user: userEvent.setup(), history };
}

describe('useUnsavedChangesBlocker', () => {
  it('lets a clean page go without asking', async () => {
    const { user } = renderEditPage();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
  });

  it('holds a navigation away from unsaved changes until the user stays or leaves', async () => {
    const { user, history } = renderEditPage();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/elsewhere');
  });

  it('holds the back button too: undone at once, redone when the user leaves', async () => {
    const { user, history } = renderEditPage();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    act(() => history.go(-1));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    expect(history.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/before');
  });

  it('holds nothing under a router without a guarded history', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route path="/edit" element={<EditPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
  });

  it('lets the query of the same page change, and a save navigate away', async () => {
    const { user, history } = renderEditPage();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Next tab' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(history.location.search).toBe('?tab=2');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/saved');
  });
});

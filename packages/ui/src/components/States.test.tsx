import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages as indonesian } from '../locales/id';
import { StatusBadge } from './Badge';
import { Button } from './Button';
import {
  AccessDeniedPage,
  Banner,
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundPage,
  StatusPage,
} from './States';

describe('StatusBadge', () => {
  it('always says the status in words', () => {
    render(
      <>
        <StatusBadge status="draft" />
        <StatusBadge status="pending" />
        <StatusBadge status="approved" />
        <StatusBadge status="rejected" />
        <StatusBadge status="cancelled" />
        <StatusBadge status="expired" label="Link expired" />
      </>,
    );
    for (const text of ['Draft', 'Pending', 'Approved', 'Rejected', 'Cancelled', 'Link expired']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('speaks Indonesian when the language shown is Indonesian', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    render(
      <>
        <StatusBadge status="approved" />
        <StatusBadge status="pending" />
        <NotFoundPage />
      </>,
    );
    expect(screen.getByText('Disetujui')).toBeInTheDocument();
    expect(screen.getByText('Menunggu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Halaman ini tidak ada' })).toBeInTheDocument();
  });
});

describe('states', () => {
  it('shows an empty state with its primary action', () => {
    render(
      <EmptyState
        title="No clients yet"
        description="Clients you add appear here."
        action={<Button variant="primary">Add client</Button>}
      />,
    );
    expect(screen.getByText('No clients yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add client' })).toBeInTheDocument();
  });

  it('announces loading without showing data', () => {
    render(<LoadingState rows={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="The payroll service is not answering." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows an error banner as an alert and an info banner as a status', () => {
    render(
      <>
        <Banner tone="error" title="Payroll is locked">
          November payroll was closed on 25 Nov 2026.
        </Banner>
        <Banner tone="info">A new version is available.</Banner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payroll is locked');
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
  });

  it('renders a status page with a heading and an action', () => {
    render(
      <StatusPage
        code="404"
        title="Page not found"
        message="The link may be old or mistyped."
        action={<a href="/">Go to home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});

describe('NotFoundPage and AccessDeniedPage', () => {
  it('explain the state in the default words, with the way out', () => {
    render(
      <>
        <NotFoundPage action={<Button>Go to home</Button>} />
        <AccessDeniedPage action={<Button>Go to home</Button>} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(
      screen.getByText('The address may be mistyped, or what it pointed to was removed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your roles do not allow this. Ask an administrator for a role that does.'),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Go to home' })).toHaveLength(2);
  });

  it('take a message of their own', () => {
    render(
      <>
        <NotFoundPage message="Employee not found." />
        <AccessDeniedPage message="Ask HR." />
      </>,
    );
    expect(screen.getByText('Employee not found.')).toBeInTheDocument();
    expect(screen.getByText('Ask HR.')).toBeInTheDocument();
  });
});

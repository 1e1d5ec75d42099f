import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ME, READER_ME } from '../testing/fixtures';
import { Component as HomePage } from './HomePage';

const path = routePatterns.home;

describe('home', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets by the Jakarta hour and lists the sections the user may enter', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T06:00:00Z'), toFake: ['Date'] });
    fakeApi({ 'GET /me': () => READER_ME, 'GET /me/waiting': () => ({ items: [] }) });
    renderPage(<HomePage />, { path, url: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Good afternoon, Ayu', level: 1 }),
    ).toBeInTheDocument();
    const sections = screen.getByRole('region', { name: 'Your sections' });
    expect(within(sections).getByRole('link', { name: 'Human resource' })).toHaveAttribute(
      'href',
      '/human-resource',
    );
    expect(within(sections).getByRole('link', { name: 'Employee self-service' })).toHaveAttribute(
      'href',
      '/employee',
    );
    expect(within(sections).queryByRole('link', { name: 'Finance' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for you.')).toBeInTheDocument();
  });

  it('lists what waits, linking only inside Staffdesk', async () => {
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /me/waiting': () => ({
        items: [
          {
            key: 'outbox.failed',
            title: '2 emails could not be sent',
            count: 2,
            href: '/email-notification?tab=outbox&status=failed',
          },
          { key: 'odd', title: 'Elsewhere', count: 1, href: 'https://evil.example' },
        ],
      }),
    });
    renderPage(<HomePage />, { path, url: '/' });
    expect(await screen.findByRole('link', { name: '2 emails could not be sent' })).toHaveAttribute(
      'href',
      '/email-notification?tab=outbox&status=failed',
    );
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    // Business development opens the old section too.
    expect(screen.getByRole('link', { name: 'Old business development' })).toHaveAttribute(
      'href',
      '/old-bizdev',
    );
  });
});

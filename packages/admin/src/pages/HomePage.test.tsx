import { AppSectionsProvider, routePatterns, type StaffdeskSection } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ME, READER_ME } from '../testing/fixtures';
import { Component as HomePage } from './HomePage';
import { Component as SectionLandingPage } from './SectionLandingPage';

const path = routePatterns.home;

/** The sections a build might compose, as departments declare them. */
const SECTIONS: StaffdeskSection[] = [
  {
    id: 'general',
    basePath: '/',
    flag: null,
    title: 'General',
    nav: [
      { id: 'home', label: 'Home', href: '/' },
      { id: 'users', label: 'Users and roles', href: '/user-management', permission: 'users.read' },
    ],
    routes: [],
  },
  {
    id: 'human-resource',
    basePath: '/human-resource',
    flag: 'human-resource',
    title: 'Human resource',
    description: 'Employees and leave.',
    nav: [
      {
        id: 'employees',
        label: 'Employees',
        href: '/human-resource/employee',
        permission: 'users.read',
        description: 'Search and change employees.',
      },
      {
        id: 'leave-approvals',
        label: 'Leave approvals (HR)',
        href: '/human-resource/leaves/approval',
        permission: 'leave.manage',
      },
    ],
    routes: [],
  },
  {
    id: 'employee',
    basePath: '/employee',
    flag: 'employee',
    title: 'Employee self-service',
    requiresEmployeeRecord: true,
    nav: [{ id: 'profile', label: 'My profile', href: '/employee/profile' }],
    routes: [],
  },
  {
    id: 'old-bizdev',
    basePath: '/old-bizdev',
    flag: 'old-bizdev',
    title: 'Old business development',
    nav: [{ id: 'legacy', label: 'Clients (legacy)', href: '/old-bizdev/clients' }],
    routes: [],
  },
];

const withSections = ({ children }: { children: ReactNode }) => (
  <AppSectionsProvider sections={SECTIONS}>{children}</AppSectionsProvider>
);

describe('home', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets by the Jakarta hour and shows a card only for sections the user may open', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T06:00:00Z'), toFake: ['Date'] });
    fakeApi({ 'GET /me': () => READER_ME, 'GET /me/waiting': () => ({ items: [] }) });
    renderPage(<HomePage />, { path, url: '/', wrapper: withSections });
    expect(
      await screen.findByRole('heading', { name: 'Good afternoon, Ayu', level: 1 }),
    ).toBeInTheDocument();
    const sections = screen.getByRole('list', { name: 'Your sections' });
    expect(within(sections).getByRole('link', { name: 'Human resource' })).toHaveAttribute(
      'href',
      '/human-resource',
    );
    // The reader has the employee flag but no employee record: no self-service card.
    expect(
      within(sections).queryByRole('link', { name: 'Employee self-service' }),
    ).not.toBeInTheDocument();
    // Not in this build, or not the user's: no card that leads nowhere.
    expect(within(sections).queryByRole('link', { name: /Finance|Old business/ })).toBeNull();
    expect(await screen.findByText('Nothing waits for you.')).toBeInTheDocument();
  });

  it('lists what waits, linking only inside Staffdesk', async () => {
    fakeApi({
      'GET /me': () => ({ ...ADMIN_ME, employeeId: '00000000-0000-4000-8000-0000000000e1' }),
      'GET /me/waiting': () => ({
        items: [
          {
            key: 'outbox.failed',
            title: '2 emails could not be sent',
            titles: { en: '2 emails could not be sent', id: '2 email gagal dikirim' },
            count: 2,
            href: '/email-notification?tab=outbox&status=failed',
          },
          {
            key: 'odd',
            title: 'Elsewhere',
            titles: { en: 'Elsewhere', id: 'Di tempat lain' },
            count: 1,
            href: 'https://evil.example',
          },
        ],
      }),
    });
    renderPage(<HomePage />, { path, url: '/', wrapper: withSections });
    expect(await screen.findByRole('link', { name: '2 emails could not be sent' })).toHaveAttribute(
      'href',
      '/email-notification?tab=outbox&status=failed',
    );
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    // Super access opens every built section; the old one shares business development's flag.
    expect(screen.getByRole('link', { name: 'Old business development' })).toHaveAttribute(
      'href',
      '/old-bizdev',
    );
    expect(screen.getByRole('link', { name: 'Employee self-service' })).toBeInTheDocument();
  });
});

describe('home for a role whose sections are not built yet', () => {
  it('shows no card that leads nowhere and says why', async () => {
    fakeApi({
      'GET /me': () => ({ ...READER_ME, sections: ['finance', 'employee'], permissions: [] }),
      'GET /me/waiting': () => ({ items: [] }),
    });
    renderPage(<HomePage />, { path, url: '/', wrapper: withSections });
    expect(await screen.findByText(/not in this version of Staffdesk yet/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your sections' })).toBeNull();
  });
});

describe("a section's landing page", () => {
  it('shows what waits in the section and the pages the user may open', async () => {
    fakeApi({
      'GET /me': () => READER_ME,
      'GET /me/waiting': () => ({
        items: [
          {
            key: 'leave.approvals-pending',
            title: '3 leave requests waiting for HR approval',
            titles: {
              en: '3 leave requests waiting for HR approval',
              id: '3 pengajuan cuti menunggu persetujuan HR',
            },
            count: 3,
            href: '/human-resource/leaves/approval',
          },
          {
            key: 'outbox.failed',
            title: '2 emails could not be sent',
            titles: { en: '2 emails could not be sent', id: '2 email gagal dikirim' },
            count: 2,
            href: '/email-notification?tab=outbox',
          },
        ],
      }),
    });
    renderPage(<SectionLandingPage />, {
      path: '/human-resource',
      url: '/human-resource',
      wrapper: withSections,
    });
    expect(await screen.findByRole('heading', { name: 'Human resource', level: 1 })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: '3 leave requests waiting for HR approval' }),
    ).toHaveAttribute('href', '/human-resource/leaves/approval');
    expect(screen.queryByText('2 emails could not be sent')).not.toBeInTheDocument();
    const pages = screen.getByRole('list', { name: 'Human resource pages' });
    expect(within(pages).getByRole('link', { name: 'Employees' })).toHaveAttribute(
      'href',
      '/human-resource/employee',
    );
    expect(within(pages).getByText('Search and change employees.')).toBeVisible();
    // The reader lacks leave.manage: HR's approvals page is not offered.
    expect(within(pages).queryByRole('link', { name: 'Leave approvals (HR)' })).toBeNull();
  });
});

import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/id';
import { READER_ME } from '../testing/fixtures';
import { Component as HomePage } from './HomePage';

describe('the home list in Indonesian', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows each waiting sentence in the page's language, whatever language the answer was asked in", async () => {
    i18n.loadAndActivate({ locale: 'id', messages });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    fakeApi({
      'GET /me': () => READER_ME,
      // Asked while the page was still English (a cached answer after switching language).
      'GET /me/waiting': () => ({
        items: [
          {
            key: 'leave.approvals-pending',
            title: '1 leave request waiting for HR approval',
            titles: {
              en: '1 leave request waiting for HR approval',
              id: '1 pengajuan cuti menunggu persetujuan HR',
            },
            count: 1,
            href: '/human-resource/leaves/approval',
          },
        ],
      }),
    });
    renderPage(<HomePage />, { path: routePatterns.home, url: '/' });
    expect(
      await screen.findByRole('link', { name: '1 pengajuan cuti menunggu persetujuan HR' }),
    ).toHaveAttribute('href', '/human-resource/leaves/approval');
    expect(screen.queryByText('1 leave request waiting for HR approval')).not.toBeInTheDocument();
  });
});

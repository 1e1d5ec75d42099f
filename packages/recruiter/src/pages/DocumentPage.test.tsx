import { i18n } from '@lingui/core';
import type { MainSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi } from '@staffdesk/core/testing';
import { pdfFile, renderPage, stubDownloads } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messages as sectionWords } from '../locales/id';
import { messages as pageWords } from '../locales/pages/candidates/id';
import { REQUIREMENTS_ME, REQUIREMENTS_READER_ME } from '../testing/requirements';
import { Component as DocumentPage } from './DocumentPage';

const path = routePatterns.recruiter.document;
const url = '/recruiter/document';

type Document = MainSchema<'CandidateDocument'>;

const SARI: Document = {
  candidateId: '00000000-0000-4000-8000-00000000ca01',
  candidateName: 'Sari Utami',
  email: 'sari.utami@example.com',
  fileName: 'CV Sari Utami.pdf',
  kind: 'pdf',
  size: 254_000,
  updatedAt: '2026-11-20T03:00:00.000Z',
};
const BUDI: Document = {
  candidateId: '00000000-0000-4000-8000-00000000ca02',
  candidateName: 'Budi Hartono',
  email: null,
  fileName: null,
  kind: null,
  size: null,
  updatedAt: '2026-11-18T03:00:00.000Z',
};
const COUNTS = { pdf: 1_204, docx: 36, missing: 1 };

function documentsApi(me = REQUIREMENTS_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /candidate-documents': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const cv = query.get('cv');
      const items = [SARI, BUDI].filter(
        (d) =>
          (!search ||
            d.candidateName.toLowerCase().includes(search) ||
            (d.fileName ?? '').toLowerCase().includes(search)) &&
          (!cv || (cv === 'missing' ? d.kind === null : d.kind === cv)),
      );
      return { items, total: items.length, page: 1, pageSize: 20, counts: COUNTS };
    },
    'GET /candidates/:id/cv': () => pdfFile('CV Sari Utami.pdf'),
  });
}

describe('recruiting’s documents', () => {
  it('lists each candidate’s CV or its absence, with the database’s counts', async () => {
    documentsApi();
    renderPage(<DocumentPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Documents' });
    const sari = (await within(table).findByText('CV Sari Utami.pdf')).closest('tr') as HTMLElement;
    expect(
      screen.getByText('On file: 1.204 PDF and 36 Word CVs. One candidate has no CV yet.'),
    ).toBeInTheDocument();
    expect(sari).toHaveTextContent('PDF');
    expect(sari).toHaveTextContent('248 KB');
    expect(sari).toHaveTextContent('20 Nov 2026');
    expect(within(sari).getByRole('link', { name: 'Sari Utami' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${SARI.candidateId}`,
    );
    const budi = within(table).getByText('Budi Hartono').closest('tr') as HTMLElement;
    expect(budi).toHaveTextContent('No CV yet');
    expect(within(budi).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('downloads a CV under its own name', async () => {
    const downloads = stubDownloads();
    const api = documentsApi();
    const { user } = renderPage(<DocumentPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Download CV Sari Utami.pdf' }));
    await waitFor(() => expect(downloads.fileNames()).toEqual(['CV Sari Utami.pdf']));
    expect(api.callsTo('GET', `/candidates/${SARI.candidateId}/cv`)).toHaveLength(1);
  });

  it('searches and keeps the candidates without a CV, in the address', async () => {
    const api = documentsApi();
    const { user, router } = renderPage(<DocumentPage />, { path, url });
    await screen.findByRole('table', { name: 'Documents' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'CV' }), 'No CV yet');
    await waitFor(() => expect(screen.queryByText('CV Sari Utami.pdf')).toBeNull());
    expect(screen.getByText('Budi Hartono')).toBeInTheDocument();
    expect(api.callsTo('GET', '/candidate-documents').at(-1)?.query.get('cv')).toBe('missing');
    expect(router.state.location.search).toContain('cv=missing');

    await chooseOption(user, screen.getByRole('combobox', { name: 'CV' }), 'Every candidate');
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'sari{Enter}');
    await waitFor(() => expect(screen.queryByText('Budi Hartono')).toBeNull());
    expect(api.callsTo('GET', '/candidate-documents').at(-1)?.query.get('search')).toBe('sari');
  });

  it('says when nothing matches', async () => {
    documentsApi();
    const { user } = renderPage(<DocumentPage />, { path, url });
    await screen.findByRole('table', { name: 'Documents' });
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'zzz{Enter}');
    expect(await screen.findByText('No documents match')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    i18n.loadAndActivate({ locale: 'id', messages: { ...sectionWords, ...pageWords } });
    documentsApi({
      ...REQUIREMENTS_ME,
      user: { ...REQUIREMENTS_ME.user, preferredLanguage: 'id' },
    });
    renderPage(<DocumentPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Dokumen' })).toBeInTheDocument();
    expect(await screen.findByText('Belum ada CV')).toBeInTheDocument();
  });

  it('is refused without recruiting.read', async () => {
    documentsApi({ ...REQUIREMENTS_READER_ME, permissions: [] });
    renderPage(<DocumentPage />, { path, url });
    expect(await screen.findByRole('heading', { name: /access/i })).toBeInTheDocument();
  });
});

import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANDI, ANDI_COPY_ID, hitOf, RECRUITER_ME } from '../../testing/candidates';
import { Component as CvDatabasePage } from './CvDatabasePage';

const path = routePatterns.recruiter.cvDatabase;
const SNIPPET = 'admin gudang at PT Sinar Logistik. Skills: «SAP», Excel, <b>forklift</b>';

describe('the CV database', () => {
  it('shows each hit with skills, experience, salary, pipelines and the snippet marked', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates': ({ query }) =>
        query.get('search') ? list([hitOf(ANDI, SNIPPET)]) : list([hitOf(ANDI)]),
    });
    const { user } = renderPage(<CvDatabasePage />, { path, url: '/recruiter/cv-database' });
    await screen.findByRole('row', { name: /Andi Saputra/ }, { timeout: 3000 });

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'sap');
    await waitFor(() =>
      expect(api.callsTo('GET', '/candidates').at(-1)?.query.get('search')).toBe('sap'),
    );
    const table = await screen.findByRole('table', { name: 'Search results' });
    const row = within(table).getByRole('row', { name: /Andi Saputra/ });
    const mark = await within(row).findByText('SAP', { selector: 'mark' });
    expect(mark.tagName).toBe('MARK');
    // Markup in a CV is text, never HTML.
    expect(row).toHaveTextContent('<b>forklift</b>');
    expect(row.querySelector('b')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Andi Saputra' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${ANDI.id}`,
    );
    expect(within(row).getByRole('list', { name: 'Skills' })).toHaveTextContent('excelsap');
    expect(row).toHaveTextContent('5 years');
    expect(row).toHaveTextContent('Rp 7.500.000');
    expect(
      within(row).getByRole('link', { name: 'REQ-2026-0007 Warehouse admin' }),
    ).toHaveAttribute('href', '/recruiter/requirement/00000000-0000-4000-8000-00000000ae01');
    expect(row).toHaveTextContent('Screened');
  });

  it('sends the filters to the server', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates': () => list([hitOf(ANDI)]),
    });
    const { user } = renderPage(<CvDatabasePage />, {
      path,
      url: '/recruiter/cv-database?source=jobstreet',
    });
    await screen.findByRole('row', { name: /Andi Saputra/ });
    expect(api.callsTo('GET', '/candidates')[0]?.query.get('source')).toBe('jobstreet');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'excel, sap{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Min. experience (years)' }), '3{Enter}');
    await user.type(
      screen.getByRole('textbox', { name: 'Max. expected salary (Rp)' }),
      '8000000{Enter}',
    );
    await waitFor(() => {
      const query = api.callsTo('GET', '/candidates').at(-1)?.query;
      expect(query?.get('skills')).toBe('excel,sap');
      expect(query?.get('minExperienceYears')).toBe('3');
      expect(query?.get('maxExpectedSalary')).toBe('8000000');
    });
  });
});

describe('importing CVs', () => {
  it('uploads the files with their source and says what became of each', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates': () => list([hitOf(ANDI)]),
      'POST /candidates/import': () => ({
        created: 1,
        duplicates: 1,
        refused: 1,
        files: [
          {
            fileName: 'budi.pdf',
            outcome: 'created',
            candidateId: '00000000-0000-4000-8000-00000000ca09',
            fullName: 'Budi Santoso',
            duplicateOf: null,
            message: null,
          },
          {
            fileName: 'andi-2.docx',
            outcome: 'duplicate',
            candidateId: null,
            fullName: 'Andi Saputra',
            duplicateOf: { id: ANDI_COPY_ID, fullName: 'Andi S.', matchedOn: ['phone'] },
            message: null,
          },
          {
            fileName: 'scan.pdf',
            outcome: 'refused',
            candidateId: null,
            fullName: null,
            duplicateOf: null,
            message: 'No text could be read from this PDF.',
          },
        ],
      }),
    });
    const { user } = renderPage(<CvDatabasePage />, { path, url: '/recruiter/cv-database' });
    await user.click(await screen.findByRole('button', { name: 'Import CVs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CVs' });
    await user.upload(within(dialog).getByLabelText('CV files (PDF or DOCX)'), [
      new File(['%PDF'], 'budi.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'andi-2.docx'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Where the CVs came from' }),
      'referral',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 CVs' }));

    const results = await within(dialog).findByRole('table', { name: 'Imported files' });
    const body = api.callsTo('POST', '/candidates/import')[0]?.body as FormData;
    expect(body.get('source')).toBe('referral');
    expect(body.getAll('files')).toHaveLength(3);
    expect(within(dialog).getByText('1 candidate created, 1 duplicate, 1 refused.')).toBeVisible();
    const created = within(results).getByRole('row', { name: /budi\.pdf/ });
    expect(created).toHaveTextContent('Created');
    expect(within(created).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      '/recruiter/candidate/00000000-0000-4000-8000-00000000ca09',
    );
    const duplicate = within(results).getByRole('row', { name: /andi-2\.docx/ });
    expect(duplicate).toHaveTextContent('Duplicate');
    expect(duplicate).toHaveTextContent('(same phone)');
    expect(within(duplicate).getByRole('link', { name: 'Andi S.' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${ANDI_COPY_ID}`,
    );
    const refused = within(results).getByRole('row', { name: /scan\.pdf/ });
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('No text could be read from this PDF.');
  });
});

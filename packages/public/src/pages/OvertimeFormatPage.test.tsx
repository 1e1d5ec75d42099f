import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OVERTIME_REQUEST_ID, overtimeLink, renderSignedOut, stubApi } from '../testing';

const URL_ = `/pic/format-overtime/${OVERTIME_REQUEST_ID}?token=tok123&email=siti%40bni.example`;
const GET = 'GET /public/overtime-approvals/tok123';

const VIEW = overtimeLink(
  {
    dayType: 'holiday',
    holidayName: 'Christmas',
    workWeek: 6,
    status: 'approved',
    decidedAt: '2026-11-21T07:05:00.000Z',
    decidedByLabel: 'Siti Rahmawati',
    decisionComment: 'Thanks for the extra hours',
  },
  { state: 'decided' },
);

describe('the printable overtime form', () => {
  it('lays out the request, its decision and two signature boxes, and prints', async () => {
    const calls = stubApi({ [GET]: () => ({ body: VIEW }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const view = renderSignedOut(URL_);
    const form = await screen.findByRole('article', { name: 'Overtime form' }, { timeout: 5000 });
    expect(calls[0]?.route).toBe(GET);
    const within_ = within(form);
    expect(within_.getByRole('heading', { name: 'Employee' })).toBeVisible();
    expect(within_.getByText('Budi Santoso (EMP-001)')).toBeVisible();
    expect(within_.getByRole('heading', { name: 'Overtime details' })).toBeVisible();
    expect(within_.getByText('21 Nov 2026')).toBeVisible();
    expect(within_.getByText('17:00 – 19:30 WIB')).toBeVisible();
    expect(within_.getByText('Public holiday: Christmas')).toBeVisible();
    expect(within_.getByText('6 working days a week')).toBeVisible();
    expect(
      within_.getByText('This overtime was approved by Siti Rahmawati on 21 Nov 2026, 14:05 WIB.'),
    ).toBeVisible();
    expect(within_.getByText('Comment: “Thanks for the extra hours”')).toBeVisible();
    expect(within_.getByText('Employee signature')).toBeVisible();
    expect(within_.getByText('Approver signature')).toBeVisible();
    // No amounts of pay on the form the client sees.
    expect(within_.queryByText(/Rp/)).toBeNull();
    // The buttons are outside the sheet, and hidden on paper.
    const toolbar = screen.getByRole('navigation', { name: 'Overtime form' });
    expect(toolbar).toHaveAttribute('data-print', 'hide');
    expect(within(toolbar).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/pdf/v4/public/overtime-approvals/tok123?email=siti%40bni.example',
    );
    expect(within(toolbar).getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      '/pic/request_overtime/tok123?email=siti%40bni.example',
    );
    await view.user.click(within(toolbar).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.head.querySelector('style')?.textContent).toContain('@media print');
  });

  it('says a pending request waits for its approver', async () => {
    stubApi({
      [GET]: () => ({
        body: {
          ...VIEW,
          state: 'open',
          request: {
            ...VIEW.request,
            status: 'pending',
            decidedAt: null,
            decidedByLabel: null,
            decisionComment: null,
          },
        },
      }),
    });
    renderSignedOut(URL_);
    expect(
      await screen.findByText('Waiting for the decision of Siti Rahmawati.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  });

  it('refuses a link of another request', async () => {
    stubApi({ [GET]: () => ({ body: VIEW }) });
    renderSignedOut(
      '/pic/format-overtime/0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a99?token=tok123&email=siti%40bni.example',
    );
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('refuses an unknown link', async () => {
    stubApi({});
    renderSignedOut(URL_);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/We could not find this overtime form/)).toBeVisible();
  });

  it('prints in Indonesian for an Indonesian link', async () => {
    localStorage.removeItem('staffdesk.locale');
    stubApi({ [GET]: () => ({ body: { ...VIEW, locale: 'id' } }) });
    renderSignedOut(URL_, { pageLocale: 'id' });
    expect(
      await screen.findByRole('article', { name: 'Formulir lembur' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unduh PDF' })).toBeVisible();
    expect(screen.getByText('Hari libur resmi: Christmas')).toBeVisible();
  });
});

import { routePatterns } from '@staffdesk/core';
import { fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewOvertime, OvertimeCalculation } from '../lib/types';
import { myOvertime, overtimeRequest } from '../testing/overtime';
import { Component as OvertimeFormPage } from './OvertimeFormPage';

const path = routePatterns.employee.overtime.form;
const url = '/employee/overtime/form/add';

/** What the server computes for `hours` on Friday 18 Dec 2026, a workday (the law's tiers). */
function workday(hours: number): OvertimeCalculation {
  const hourly = 5_750_000 / 173;
  const lines = [
    { fromHour: 1, toHour: 1, hours: Math.min(hours, 1), multiplierPct: 150, amount: 0 },
    ...(hours > 1
      ? [{ fromHour: 2, toHour: Math.ceil(hours), hours: hours - 1, multiplierPct: 200, amount: 0 }]
      : []),
  ].map((line) => ({ ...line, amount: (line.hours * line.multiplierPct * hourly) / 100 }));
  return {
    date: '2026-12-18',
    hours,
    method: 'government',
    schemeSource: 'client',
    dayType: 'workday',
    workWeek: 5,
    holidayName: null,
    shortestWorkday: false,
    monthlyWage: 5_750_000,
    monthlyHoursDivisor: 173,
    hourlyWage: hourly,
    maxHours: 4,
    lines,
    pay: Math.round(lines.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/** Fills the form: the date, from, to and the reason. */
async function fill(
  user: ReturnType<typeof renderPage>['user'],
  values: { date: string; from: string; to: string; reason: string },
) {
  const date = await screen.findByLabelText(/^Date/);
  await user.clear(date);
  await user.type(date, values.date);
  await user.type(screen.getByLabelText(/^From/), values.from);
  await user.type(screen.getByLabelText(/^To/), values.to);
  await user.type(screen.getByLabelText(/^Reason/), values.reason);
}

describe('asking for overtime', () => {
  it('previews the day and the pay, sends the request and goes back to my overtime', async () => {
    const api = fakeApi({
      'GET /me/overtime': () => myOvertime(),
      'GET /me/overtime/calculation': ({ query }) => workday(Number(query.get('hours'))),
      'POST /me/overtime': ({ body }) => json(201, { ...overtimeRequest(), ...(body as object) }),
    });
    const { user } = renderPage(<OvertimeFormPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'Ask for overtime', level: 1 }),
    ).toBeVisible();
    // The caps of my regulation show before the server would refuse more.
    expect(await screen.findByText(/^My regulation:/)).toBeVisible();
    expect(screen.getByText(/on workdays at most 3 h a day and 14 h a week/)).toBeVisible();
    const preview = screen.getByRole('region', { name: 'Your pay for this overtime' });
    expect(preview).toHaveTextContent('Give the date and the times to see the pay.');

    await fill(user, {
      date: '2026-12-18',
      from: '18:00',
      to: '21:00',
      reason: 'Year-end closing of the branch',
    });
    expect(await within(preview).findByText('Rp 182.803')).toBeVisible();
    expect(preview).toHaveTextContent('Friday, 18 Dec 2026, Workday');
    expect(preview).toHaveTextContent('Hours3 h');
    const asked = api.callsTo('GET', '/me/overtime/calculation').at(-1)?.query;
    expect([asked?.get('date'), asked?.get('hours')]).toEqual(['2026-12-18', '3']);
    expect(within(preview).getByRole('link', { name: 'See the calculation' })).toHaveAttribute(
      'href',
      '/employee/overtime/calculation?date=2026-12-18&hours=3',
    );

    await user.click(screen.getByRole('button', { name: 'Ask for overtime' }));
    expect(await screen.findByText('Overtime requested')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/me/overtime');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      date: '2026-12-18',
      startTime: '18:00',
      endTime: '21:00',
      reason: 'Year-end closing of the branch',
    } satisfies NewOvertime);
    expect(await screen.findByTestId('location')).toHaveTextContent('/employee/overtime/dashboard');
  });

  it('shows the server’s cap under “To” and stays on the form', async () => {
    const cap = 'Overtime on a workday is capped at 3 hours; this request is 5 hours.';
    const api = fakeApi({
      'GET /me/overtime': () => myOvertime(),
      'GET /me/overtime/calculation': ({ query }) => workday(Number(query.get('hours'))),
      'POST /me/overtime': () => problem(400, 'validation-failed', cap, { endTime: cap }),
    });
    const { user } = renderPage(<OvertimeFormPage />, { path, url });
    await fill(user, { date: '2026-12-18', from: '17:00', to: '22:00', reason: 'Audit' });
    await user.click(screen.getByRole('button', { name: 'Ask for overtime' }));

    expect(await screen.findByText(cap)).toBeVisible();
    const to = screen.getByLabelText(/^To/);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining(cap));
    expect(screen.getByLabelText(/^From/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/me/overtime')).toHaveLength(1);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.queryByText('Overtime requested')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ask for overtime', level: 1 })).toBeVisible();
  });

  it('counts an end before the start as the next morning', async () => {
    const api = fakeApi({
      'GET /me/overtime': () => myOvertime(),
      'GET /me/overtime/calculation': ({ query }) => workday(Number(query.get('hours'))),
    });
    const { user } = renderPage(<OvertimeFormPage />, { path, url });
    await fill(user, { date: '2026-12-18', from: '22:30', to: '01:00', reason: 'Night batch' });
    const preview = screen.getByRole('region', { name: 'Your pay for this overtime' });
    expect(await within(preview).findByText('2 h 30 min, ending the next morning')).toBeVisible();
    expect(api.callsTo('GET', '/me/overtime/calculation').at(-1)?.query.get('hours')).toBe('2.5');
  });

  it('asks nothing for times off the quarter hour, and checks what is required', async () => {
    const api = fakeApi({ 'GET /me/overtime': () => myOvertime() });
    const { user } = renderPage(<OvertimeFormPage />, { path, url });
    await user.type(await screen.findByLabelText(/^From/), '18:10');
    await user.type(screen.getByLabelText(/^To/), '20:00');
    expect(screen.getByRole('region', { name: 'Your pay for this overtime' })).toHaveTextContent(
      'Use quarter hours: the times end in :00, :15, :30 or :45.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for overtime' }));
    expect(await screen.findByText('Say what the overtime was for.')).toBeVisible();
    expect(api.callsTo('GET', '/me/overtime/calculation')).toHaveLength(0);
    expect(api.callsTo('POST', '/me/overtime')).toHaveLength(0);
  });

  it('has only the form to add: any other address is not found', async () => {
    fakeApi({});
    renderPage(<OvertimeFormPage />, { path, url: '/employee/overtime/form/view/42' });
    expect(await screen.findByText('This page does not exist')).toBeVisible();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

describe.each(engines)('my overtime pay, line by line, on %s', (engine) => {
  let t: TestApp;
  let me: string;
  const calculate = (query: string, locale = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v4/me/overtime/calculation?${query}`,
      headers: { ...bearer(me), 'accept-language': locale },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    // A 6-day week on Rp 5.000.000 (basic wage, no fixed allowances).
    await t.database.db
      .update(employees)
      .set({ workWeek: 6, baseSalary: 5_000_000, fixedAllowances: 0, endDate: null })
      .where(eq(employees.nik, '3174051203920001'));
    me = await signIn(t, 'employee@staffdesk.local');
  });
  afterAll(() => t.close());

  it('7 hours on a rest day of a 6-day week pay Rp 404.624, as @staffdesk/id-payroll says', async () => {
    const res = await calculate('date=2026-12-06&hours=7'); // a Sunday
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dayType: 'restday',
      workWeek: 6,
      holidayName: null,
      monthlyWage: 5_000_000,
      monthlyHoursDivisor: 173,
      maxHours: 11,
      pay: 404_624,
    });
    expect(body.hourlyWage).toBeCloseTo(28_901.73, 2);
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ fromHour: 1, toHour: 7, hours: 7, multiplierPct: 200 });
    expect(body.lines[0].amount).toBeCloseTo(404_624.28, 2);
  });

  it("reads the day's type from the calendar: Christmas is a holiday, a Saturday a workday of a 6-day week", async () => {
    const christmas = (await calculate('date=2026-12-25&hours=2')).json();
    expect(christmas).toMatchObject({ dayType: 'holiday', holidayName: 'Kelahiran Yesus Kristus' });
    const saturday = (await calculate('date=2026-12-05&hours=2')).json();
    expect(saturday.dayType).toBe('workday');
    expect(saturday.lines.map((l: { multiplierPct: number }) => l.multiplierPct)).toEqual([
      150, 200,
    ]);
  });

  it('refuses more hours than the law allows that day, on the hours field, in Indonesian too', async () => {
    const res = await calculate('date=2026-12-07&hours=5'); // a Monday
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      hours: 'The law allows at most 4 hours of overtime on this day.',
    });
    const id = await calculate('date=2026-12-07&hours=5', 'id');
    expect(id.json().errors.hours).toBe(
      'Undang-undang membolehkan paling banyak 4 jam lembur pada hari ini.',
    );
    expect((await calculate('date=2026-12-07&hours=0')).statusCode).toBe(400);
    expect((await calculate('date=2026-12-07&hours=1.1')).statusCode).toBe(400);
  });
});

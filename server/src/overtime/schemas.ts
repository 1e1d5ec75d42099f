import { z } from 'zod';
import { IsoDate } from '../people/schemas.js';

export const CalculationQuery = z.object({
  date: IsoDate,
  hours: z.coerce
    .number({ error: 'Enter the overtime hours.' })
    .positive('Enter more than 0 hours.')
    .multipleOf(0.25, 'Use quarter hours: 1, 1.25, 1.5, 1.75…'),
});

export const OvertimeCalculation = z
  .object({
    date: z.iso.date(),
    hours: z.number(),
    dayType: z.enum(['workday', 'restday', 'holiday']),
    workWeek: z.union([z.literal(5), z.literal(6)]),
    holidayName: z.string().nullable(),
    shortestWorkday: z.boolean(),
    monthlyWage: z.number().describe('Basic wage + fixed allowances (the base of the hourly wage)'),
    monthlyHoursDivisor: z.number().int(),
    hourlyWage: z.number().describe('Monthly wage / 173, unrounded'),
    maxHours: z.number().describe('The most overtime hours the law allows that day'),
    lines: z.array(
      z.object({
        fromHour: z.number().int(),
        toHour: z.number().int(),
        hours: z.number(),
        multiplierPct: z.number().int(),
        amount: z.number().describe('Hours × multiplier × hourly wage, unrounded'),
      }),
    ),
    pay: z.number().int().describe('The sum of the lines, rounded half up once (rupiah)'),
  })
  .meta({ id: 'OvertimeCalculation' });

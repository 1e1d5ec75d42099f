import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { dayLabel, exactMoney } from '@staffdesk/kit';
import {
  Banner,
  Button,
  formatMoney,
  formatNumber,
  Inline,
  LoadingState,
  PageHeader,
  Stack,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listItem, plainList, Section } from '../components/Section';
import { useOvertimeCalculation } from '../hooks/useOvertime';
import { today } from '../lib/dates';
import type { OvertimeCalculation } from '../lib/types';

const DAY_TYPES: Record<OvertimeCalculation['dayType'], MessageDescriptor> = {
  workday: msg({ message: 'a workday', context: 'overtime day type' }),
  restday: msg({ message: 'a rest day', context: 'overtime day type' }),
  holiday: msg({ message: 'a public holiday', context: 'overtime day type' }),
};

const HOURS = /^\d{1,2}([.,](0|00|25|5|50|75))?$/;

/**
 * `/employee/overtime/calculation`: what overtime on a day pays me, computed as PP 35/2021 does
 * it: the day's type from my work week and calendar, my hourly wage (monthly wage / 173), each
 * tier's hours × multiplier, and the total rounded once. `?date=&hours=` keep the question.
 */
export function Component() {
  const { t } = useLingui();
  const dateId = useId();
  const hoursId = useId();
  const [search, setSearch] = useSearchParams();
  const [date, setDate] = useState(search.get('date') ?? today());
  const [hoursText, setHoursText] = useState(search.get('hours') ?? '');
  const hours = HOURS.test(hoursText.trim()) ? Number(hoursText.trim().replace(',', '.')) : null;
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(date) && hours !== null && hours > 0;
  const calculation = useOvertimeCalculation(ready ? { date, hours } : null);
  const problem = calculation.isError ? describeFailure(calculation.error) : null;
  const { data: me } = useCurrentUser();

  function remember(next: { date?: string; hours?: string }) {
    const values = { date, hours: hoursText, ...next };
    setSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')), {
      replace: true,
    });
  }

  return (
    <Stack>
      <PageHeader
        title={t`Overtime pay`}
        description={t`How the law computes your overtime pay for a day: your hourly wage is your monthly wage divided by 173, and each overtime hour earns a multiple of it.`}
        actions={
          hasPermission(me, 'overtime.request') ? (
            <Button asChild>
              <Link to={paths.employee.overtime.dashboard()}>
                <Trans>My overtime</Trans>
              </Link>
            </Button>
          ) : null
        }
      />
      <Section id="question" title={t`Your overtime`}>
        <Inline align="start">
          <span className="sd-field">
            <label htmlFor={dateId} className="sd-label">
              <Trans>Date</Trans>
            </label>
            <input
              id={dateId}
              className="sd-input"
              type="date"
              value={date}
              onChange={(event) => {
                setDate(event.currentTarget.value);
                remember({ date: event.currentTarget.value });
              }}
            />
          </span>
          <span className="sd-field">
            <label htmlFor={hoursId} className="sd-label">
              <Trans>Overtime hours</Trans>
            </label>
            <input
              id={hoursId}
              className="sd-input"
              inputMode="decimal"
              value={hoursText}
              placeholder="2"
              aria-invalid={hoursText !== '' && hours === null ? true : undefined}
              onChange={(event) => {
                setHoursText(event.currentTarget.value);
                remember({ hours: event.currentTarget.value });
              }}
            />
            <span className="sd-field__description">
              <Trans>In quarter hours: 1, 1.5, 2.25…</Trans>
            </span>
          </span>
        </Inline>
      </Section>
      {!ready ? null : calculation.isPending ? (
        <LoadingState rows={3} label={t`Calculating…`} />
      ) : problem ? (
        <Banner tone="error">{problem.fields.hours ?? problem.message}</Banner>
      ) : calculation.data ? (
        <Breakdown calculation={calculation.data} />
      ) : null}
    </Stack>
  );
}

function Breakdown({ calculation: c }: { calculation: OvertimeCalculation }) {
  const { t, i18n } = useLingui();
  const when = dayLabel(c.date);
  const kind = i18n._(DAY_TYPES[c.dayType]);
  const week = c.workWeek;
  const holiday = c.holidayName;
  const wage = formatMoney(c.monthlyWage);
  const hourly = exactMoney(c.hourlyWage);
  const divisor = c.monthlyHoursDivisor;
  const max = formatNumber(c.maxHours);
  const pay = formatMoney(c.pay);
  return (
    <Section id="calculation" title={t`The calculation`}>
      <ol style={plainList}>
        <li style={listItem}>
          <span>
            {holiday ? (
              <Trans>
                {when} is {kind} ({holiday}) in your {week}-day week: at most {max} hours.
              </Trans>
            ) : (
              <Trans>
                {when} is {kind} in your {week}-day week: at most {max} hours.
              </Trans>
            )}
          </span>
        </li>
        <li style={listItem}>
          <span className="sd-num">
            {c.method === 'fixed-rate' ? (
              <Trans>Your regulation pays a fixed rate of {hourly} an hour.</Trans>
            ) : (
              <Trans>
                Hourly wage: {wage} (basic wage and fixed allowances) ÷ {divisor} = {hourly}
              </Trans>
            )}
          </span>
        </li>
        {c.lines.map((line) => (
          <Line key={line.fromHour} line={line} hourly={hourly} />
        ))}
        <li style={{ ...listItem, fontWeight: 'var(--sd-font-weight-medium)' }}>
          <span className="sd-num">
            <Trans>Overtime pay: {pay}, rounded to the rupiah once, at the end.</Trans>
          </span>
        </li>
      </ol>
    </Section>
  );
}

function Line({ line, hourly }: { line: OvertimeCalculation['lines'][number]; hourly: string }) {
  const from = line.fromHour;
  const to = line.toHour;
  const hours = formatNumber(line.hours);
  const times = formatNumber(line.multiplierPct / 100);
  const amount = exactMoney(line.amount);
  return (
    <li style={listItem}>
      <span className="sd-num">
        {from === to ? (
          <Trans>
            Hour {from}: {hours} h × {times} × {hourly} = {amount}
          </Trans>
        ) : (
          <Trans>
            Hours {from} to {to}: {hours} h × {times} × {hourly} = {amount}
          </Trans>
        )}
      </span>
    </li>
  );
}

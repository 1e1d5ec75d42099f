import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOLIDAY_KIND_LABELS, labelOf, QueryView } from '@staffdesk/kit';
import {
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  formatDate,
  PageHeader,
  Stack,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listItem, plainList, Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
import { useMyCalendar } from '../hooks/useMyEmployee';
import { currentYear, daysBetween, today, weekday } from '../lib/dates';
import type { Holiday } from '../lib/types';

const KIND_TONES: Record<string, BadgeTone> = {
  national: 'danger',
  'collective-leave': 'info',
  'company-event': 'neutral',
  'client-holiday': 'success',
  'client-working-day': 'warning',
};

/** The year in the address (`?year=2027`) when it is this year or next; else this year. */
function chosenYear(value: string | null, thisYear: number): number {
  const year = Number(value);
  return year === thisYear || year === thisYear + 1 ? year : thisYear;
}

/**
 * `/employee/calendar`: the days off (and extra working days) that apply to me, this year and
 * next: national holidays, cuti bersama and my client's calendar. Upcoming days come first.
 */
export function Component() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const thisYear = currentYear();
  const year = chosenYear(search.get('year'), thisYear);
  const calendar = useMyCalendar(year);
  return (
    <Stack>
      <PageHeader
        title={t`Calendar`}
        description={t`National holidays, cuti bersama and your client’s own days off and working days.`}
      />
      <fieldset className="sd-inline" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend className="sd-visually-hidden">
          <Trans>Year</Trans>
        </legend>
        {[thisYear, thisYear + 1].map((each) => (
          <Button
            key={each}
            size="sm"
            variant={each === year ? 'primary' : 'secondary'}
            aria-pressed={each === year}
            onClick={() =>
              setSearch(each === thisYear ? {} : { year: String(each) }, { replace: true })
            }
          >
            {String(each)}
          </Button>
        ))}
      </fieldset>
      <QueryView
        failure={QueryFailure}
        query={calendar}
        loadingLabel={t`Loading the holidays of ${year}…`}
        rows={6}
      >
        {(data) => <Holidays year={year} holidays={data.items} />}
      </QueryView>
    </Stack>
  );
}

function Holidays({ year, holidays }: { year: number; holidays: Holiday[] }) {
  const { t } = useLingui();
  const now = today();
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date));
  const upcoming = sorted.filter((holiday) => holiday.date >= now);
  const past = sorted.filter((holiday) => holiday.date < now);

  if (sorted.length === 0) {
    return (
      <Section id="upcoming" title={t`Holidays in ${year}`}>
        <EmptyState
          title={t`No holidays for ${year} yet.`}
          description={t`HR adds them once the government publishes the year’s holidays and cuti bersama.`}
        />
      </Section>
    );
  }
  return (
    <>
      <Section id="upcoming" title={past.length > 0 ? t`Coming up` : t`Holidays in ${year}`}>
        {upcoming.length === 0 ? (
          <EmptyState title={t`No more holidays in ${year}.`} />
        ) : (
          <HolidayList holidays={upcoming} now={now} />
        )}
      </Section>
      {past.length > 0 ? (
        <Section id="past" title={t`Earlier in ${year}`}>
          <HolidayList holidays={past} now={now} />
        </Section>
      ) : null}
    </>
  );
}

function HolidayList({ holidays, now }: { holidays: Holiday[]; now: string }) {
  const { t } = useLingui();
  return (
    <ul style={plainList}>
      {holidays.map((holiday) => {
        const days = daysBetween(now, holiday.date);
        let when: ReactNode = null;
        if (days === 0) when = t`Today`;
        else if (days === 1) when = t`Tomorrow`;
        else if (days !== null && days > 1 && days <= 30) {
          when = t`In ${plural(days, { one: '# day', other: '# days' })}`;
        }
        return (
          <li key={holiday.id} style={listItem}>
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <p style={{ fontWeight: 'var(--sd-font-weight-medium)' }}>{holiday.name}</p>
              <p className="sd-text-muted sd-num">
                <time dateTime={holiday.date}>
                  {weekday(holiday.date)}, {formatDate(holiday.date)}
                </time>
                {when ? ` · ${when}` : ''}
              </p>
            </div>
            <Badge tone={KIND_TONES[holiday.kind] ?? 'neutral'}>
              {labelOf(HOLIDAY_KIND_LABELS, holiday.kind)}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

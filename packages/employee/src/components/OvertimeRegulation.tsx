import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OVERTIME_METHOD_LABELS, wordsOf, workedHoursText } from '@staffdesk/kit';
import { formatMoney } from '@staffdesk/ui';
import type { EffectiveOvertimeScheme, OvertimeSchemeSource } from '../lib/types';

/** Whose overtime regulation applies to me. */
const OVERTIME_SOURCE_LABELS: Readonly<Record<OvertimeSchemeSource, string>> = wordsOf({
  employee: msg({ message: 'your own regulation', context: 'overtime regulation source' }),
  client: msg({ message: 'your client’s regulation', context: 'overtime regulation source' }),
  default: msg({ message: 'the default regulation', context: 'overtime regulation source' }),
});

/** My overtime regulation in one line: its method, the caps on workdays and whose it is. */
export function OvertimeRegulation({ regulation }: { regulation: EffectiveOvertimeScheme }) {
  const { t } = useLingui();
  const rate = regulation.scheme?.hourlyRate;
  const hourly = rate === null || rate === undefined ? '' : formatMoney(rate);
  const method =
    regulation.method === 'fixed-rate' && hourly
      ? t`Fixed rate of ${hourly} an hour`
      : OVERTIME_METHOD_LABELS[regulation.method];
  const daily = workedHoursText(regulation.dailyCapMinutes);
  const weekly = workedHoursText(regulation.weeklyCapMinutes);
  const source = OVERTIME_SOURCE_LABELS[regulation.source];
  return (
    <p className="sd-wrap-anywhere">
      <strong>
        <Trans>My regulation:</Trans>
      </strong>{' '}
      <span>
        <Trans>
          {method} · on workdays at most {daily} a day and {weekly} a week · {source}
        </Trans>
      </span>
    </p>
  );
}

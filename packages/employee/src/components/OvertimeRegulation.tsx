import { Trans, useLingui } from '@lingui/react/macro';
import { workedHoursText } from '@staffdesk/kit';
import { formatMoney } from '@staffdesk/ui';
import { OVERTIME_METHOD_LABELS, OVERTIME_SOURCE_LABELS } from '../lib/overtime';
import type { EffectiveOvertimeScheme } from '../lib/types';

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
    <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
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

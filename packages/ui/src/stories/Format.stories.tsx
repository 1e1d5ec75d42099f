import type { Story, StoryDefault } from '@ladle/react';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime } from '../format';

export default { title: 'Foundations/Formatting' } satisfies StoryDefault;

const rows: [string, string][] = [
  ['formatMoney(5000000)', formatMoney(5000000)],
  ['formatMoney(-1500000)', formatMoney(-1500000)],
  ['formatMoney(0)', formatMoney(0)],
  ['formatMoney(1250000000000)', formatMoney(1250000000000)],
  ['formatNumber(1234567)', formatNumber(1234567)],
  ['formatNumber(1234.5)', formatNumber(1234.5)],
  ["formatDate('2026-11-21')", formatDate('2026-11-21')],
  ["formatDate('2026-11-20T18:00:00Z')", formatDate('2026-11-20T18:00:00Z')],
  ["formatDateTime('2026-11-21T07:05:00Z')", formatDateTime('2026-11-21T07:05:00Z')],
  ["formatTime('2026-11-21T16:30:00Z')", formatTime('2026-11-21T16:30:00Z')],
];

export const Examples: Story = () => (
  <div className="sd-table-card" style={{ maxWidth: 640 }}>
    <table className="sd-table">
      <thead>
        <tr>
          <th scope="col">Call</th>
          <th scope="col" className="sd-table__cell--right">
            Shows (Asia/Jakarta, whatever the browser)
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([call, result]) => (
          <tr key={call}>
            <td>
              <code>{call}</code>
            </td>
            <td className="sd-table__cell--right">{result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

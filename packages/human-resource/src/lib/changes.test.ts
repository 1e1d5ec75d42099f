import { describe, expect, it } from 'vitest';
import { changeLines } from './changes';

const text = (lines: ReturnType<typeof changeLines>) =>
  lines.map(
    (line) => `${line.label}: ${line.before === null ? '' : `${line.before} → `}${line.after}`,
  );

describe('changeLines', () => {
  it('shows a salary change with money, leaving out what stayed the same', () => {
    expect(
      text(
        changeLines(
          { baseSalary: 5_396_761, fixedAllowances: 500_000 },
          { baseSalary: 6_000_000, fixedAllowances: 500_000 },
        ),
      ),
    ).toEqual(['Base salary: Rp 5.396.761 → Rp 6.000.000']);
  });

  it('names the client once, in a fixed order, and says internal staff for no client', () => {
    expect(
      text(
        changeLines(
          {
            endDate: '2026-12-15',
            clientId: 'c1',
            position: 'Teller',
            clientName: 'PT Bank',
            contractType: 'pkwt',
          },
          {
            endDate: null,
            clientId: null,
            position: 'Clerk',
            clientName: null,
            contractType: 'pkwtt',
          },
        ),
      ),
    ).toEqual([
      'Client: PT Bank → Internal staff',
      'Position: Teller → Clerk',
      'Contract type: PKWT → PKWTT',
      'End date: 15 Dec 2026 → —',
    ]);
  });

  it('lists a hire’s values alone, looking up the client’s name', () => {
    expect(
      text(
        changeLines(
          null,
          { status: 'onboarding', clientId: 'c1', baseSalary: 5_000_000, workWeek: 6 },
          { clientName: (id) => (id === 'c1' ? 'PT Bank' : undefined) },
        ),
      ),
    ).toEqual([
      'Status: Onboarding',
      'Client: PT Bank',
      'Work week: 6 days a week',
      'Base salary: Rp 5.000.000',
    ]);
  });

  it('describes a plain value by the field it stands for', () => {
    expect(text(changeLines('K/1', 'K/2', {}, 'ptkpStatus'))).toEqual(['PTKP status: K/1 → K/2']);
  });
});

import { describe, expect, it } from 'vitest';
import { bpjsContributions, officialRules, pph21Monthly, ptkpAmount, type RuleSet } from './index';

/** A master-supplied rule set: a new TER table A from 2027 and a new PTKP from 2027. */
const custom: RuleSet = {
  ...officialRules,
  name: 'test master',
  pph21: {
    ...officialRules.pph21,
    ter: [
      ...officialRules.pph21.ter.map((v) => ({ ...v, to: '2026-12-31' })),
      {
        from: '2027-01-01',
        tables: {
          A: [
            { lower: 0, upper: 6_000_000, rateBp: 0 },
            { lower: 6_000_001, upper: null, rateBp: 300 },
          ],
          B: officialRules.pph21.ter[0]!.tables.B,
          C: officialRules.pph21.ter[0]!.tables.C,
        },
      },
    ],
    ptkp: [
      ...officialRules.pph21.ptkp,
      {
        from: '2027-01-01',
        amounts: { ...officialRules.pph21.ptkp[0]!.amounts, 'TK/0': 60_000_000 },
      },
    ],
  },
};

describe('rule sets with effective dates', () => {
  it('a past period computes with the rules in force then', () => {
    // 2026-12: official A 2 % on 10,000,000 = 200,000; 2027-01: custom 3 % = 300,000
    expect(
      pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000, period: '2026-12' }, custom).tax,
    ).toBe(200_000);
    expect(
      pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000, period: '2027-01' }, custom).tax,
    ).toBe(300_000);
    // no period: the latest version
    expect(pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000 }, custom).ratePercent).toBe(3);
  });
  it('PTKP by year', () => {
    expect(ptkpAmount('TK/0', 2026, custom)).toBe(54_000_000);
    expect(ptkpAmount('TK/0', 2027, custom)).toBe(60_000_000);
    expect(ptkpAmount('TK/0', undefined, custom)).toBe(60_000_000);
  });
  it('a newer open-ended version supersedes an older open-ended one', () => {
    const rules: RuleSet = {
      ...officialRules,
      bpjs: {
        ...officialRules.bpjs,
        kesehatan: [
          ...officialRules.bpjs.kesehatan,
          { from: '2028-01-01', employerBp: 500, employeeBp: 100, wageCap: 15_000_000 },
        ],
      },
    };
    // 2027-12: 4 % of the 12,000,000 cap = 480,000; 2028-01: 5 % of 15,000,000 = 750,000
    expect(
      bpjsContributions({ wage: 20_000_000, period: '2027-12' }, rules).kesehatan.employer,
    ).toBe(480_000);
    expect(
      bpjsContributions({ wage: 20_000_000, period: '2028-01' }, rules).kesehatan.employer,
    ).toBe(750_000);
  });
  it('the official set is the default', () => {
    expect(pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000 }, officialRules)).toEqual(
      pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000 }),
    );
  });
});

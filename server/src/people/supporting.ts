import { bpjsContributions } from '@staffdesk/id-payroll';
import { todayInJakarta } from '../shared/business-dates.js';
import type { EmployeeRow } from './employees.js';

/** This month's BPJS contributions on base salary plus fixed allowances, or null without rules. */
export function currentContributions(row: EmployeeRow, today = todayInJakarta()) {
  const period = today.slice(0, 7);
  const wage = row.baseSalary + row.fixedAllowances;
  try {
    return { period, wage, ...bpjsContributions({ wage, period }) };
  } catch {
    return null;
  }
}

/** Insurance, assets and BPJS of an employee, as `/supporting` answers. */
export function presentSupporting(row: EmployeeRow) {
  const kesehatanClass = row.bpjsKesehatanClass === 2 ? 2 : row.bpjsKesehatanClass === 3 ? 3 : 1;
  return {
    insurance: row.insurance.map((p) => ({
      provider: p.provider,
      policyNumber: p.policyNumber,
      coverage: p.coverage,
      validUntil: p.validUntil ?? null,
    })),
    assets: row.assets.map((a) => ({
      name: a.name,
      serialNumber: a.serialNumber ?? null,
      assignedAt: a.assignedAt,
      returnedAt: a.returnedAt ?? null,
    })),
    bpjs: {
      kesehatanNumber: row.bpjsKesehatanNumber,
      ketenagakerjaanNumber: row.bpjsKetenagakerjaanNumber,
      kesehatanClass: kesehatanClass as 1 | 2 | 3,
      contributions: currentContributions(row),
    },
  };
}

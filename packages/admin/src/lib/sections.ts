import type { MainSchema } from '@staffdesk/api';
import { paths, type SectionId } from '@staffdesk/core';

/** A section flag as the server names it (old and new business development share `bizdev`). */
export type SectionFlag = MainSchema<'Role'>['sections'][number];

/** The label of each section flag in the role form (product-spec §6). */
export const SECTION_FLAG_LABELS: Readonly<Record<SectionFlag, string>> = {
  'website-cms': 'Website content',
  'job-portal': 'Job portal',
  employee: 'Employee self-service',
  'human-resource': 'Human resource',
  bizdev: 'Business development (also old business development)',
  recruiter: 'Recruiter',
  finance: 'Finance',
  'accounting-and-tax': 'Accounting and tax',
};

export type SectionCard = { id: SectionId; title: string; description: string; href: string };

const SECTION_CARDS: Readonly<Record<SectionId, Omit<SectionCard, 'id' | 'href'>>> = {
  'website-cms': { title: 'Website content', description: 'Articles, webinars, clients, people.' },
  'job-portal': { title: 'Job portal', description: 'Job vacancies, categories, roles, skills.' },
  employee: {
    title: 'Employee self-service',
    description: 'Your profile, timesheet, overtime, leave and e-payslip.',
  },
  'human-resource': {
    title: 'Human resource',
    description: 'Employees, leave, overtime, BPJS, payroll data and terminations.',
  },
  bizdev: {
    title: 'Business development',
    description: 'Clients, leads, quotations, purchase orders and claims.',
  },
  'old-bizdev': { title: 'Old business development', description: 'Clients and employees.' },
  recruiter: {
    title: 'Recruiter',
    description: 'Requirements, candidates, activity and the CV database.',
  },
  finance: { title: 'Finance', description: 'Invoices, purchase orders, claims and payroll.' },
  'accounting-and-tax': {
    title: 'Accounting and tax',
    description: 'PTKP, PPh 21 (TER) masters, salary data and payroll status.',
  },
};

const SECTIONS_OF_FLAG: Readonly<Record<SectionFlag, SectionId[]>> = {
  'website-cms': ['website-cms'],
  'job-portal': ['job-portal'],
  employee: ['employee'],
  'human-resource': ['human-resource'],
  bizdev: ['bizdev', 'old-bizdev'],
  recruiter: ['recruiter'],
  finance: ['finance'],
  'accounting-and-tax': ['accounting-and-tax'],
};

/** The cards of the sections a user may enter, in the order of their flags. */
export function sectionCards(flags: readonly SectionFlag[]): SectionCard[] {
  return flags.flatMap((flag) =>
    (SECTIONS_OF_FLAG[flag] ?? []).map((id) => ({
      id,
      href: paths.section(id),
      ...SECTION_CARDS[id],
    })),
  );
}

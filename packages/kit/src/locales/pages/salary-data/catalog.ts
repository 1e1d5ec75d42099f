import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's salary data words: the salary data list and form (components, BPJS, the tax method, the
 * versions) and an employee's one-off payroll lines. The salary data pages load them when they
 * open (`SalaryDataListPage` and `SalaryDataFormPage` do it themselves); the shell does not.
 */
export const kitSalaryDataCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};

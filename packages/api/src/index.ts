export {
  type ApiBaseUrls,
  type ApiClientOptions,
  type ApiClients,
  createApiClients,
  type FamilyClient,
} from './clients';
export type {
  components as MainComponents,
  operations as MainOperations,
  paths as MainPaths,
} from './generated/main';
export type {
  components as PayrollComponents,
  operations as PayrollOperations,
  paths as PayrollPaths,
} from './generated/payroll';
export type { paths as PdfPaths } from './generated/pdf';

/** A response body schema of the main API by name, e.g. `MainSchema<'Health'>`. */
export type MainSchema<Name extends keyof import('./generated/main').components['schemas']> =
  import('./generated/main').components['schemas'][Name];

/** A response body schema of the payroll API by name, e.g. `PayrollSchema<'PayrollRun'>`. */
export type PayrollSchema<Name extends keyof import('./generated/payroll').components['schemas']> =
  import('./generated/payroll').components['schemas'][Name];

// @staffdesk/kit/testing: the page renderer of the department packages' component tests, and
// fixtures of kit's shapes. Kept out of the main entry so an app never loads Testing Library.
export type { PdfCall } from './files';
export { fakePdfApi, PDF_API_BASE, pdfFile, stubDownloads } from './files';
export { overtimeScheme, overtimeTotals } from './overtime';
export {
  BUDI_PAYSLIP_ID,
  budiFinalPayslip,
  budiPayslip,
  budiPayslipDetail,
  DEWI_PAYSLIP_ID,
  dewiPayslip,
  PAYROLL_BANK_ID,
  PAYROLL_RUN_ID,
  payrollRun,
  payrollUser,
} from './payroll';
export { renderPage } from './render';
export { freezeDate, rowCells } from './time';
export { bizdevUser } from './users';

import { BpjsReport } from '../components/BpjsReport';
import { payrollReportPage } from '../components/PayrollReportMessages';

/**
 * `/human-resource/bpjs/social-security`: a month's BPJS Ketenagakerjaan (JHT, JP, JKK, JKM) per
 * employee of the approved payroll, with the month's totals and the Excel export
 * (`payroll.read`).
 */
export const Component = payrollReportPage(function BpjsSocialSecurityPage() {
  return <BpjsReport programme="ketenagakerjaan" />;
});

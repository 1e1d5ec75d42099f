import { BpjsReport } from '../components/BpjsReport';
import { payrollReportPage } from '../components/PayrollReportMessages';

/**
 * `/human-resource/bpjs/healthcare`: a month's BPJS Kesehatan per employee of the approved
 * payroll, with the month's totals and the Excel export (`payroll.read`).
 */
export const Component = payrollReportPage(function BpjsHealthcarePage() {
  return <BpjsReport programme="kesehatan" />;
});

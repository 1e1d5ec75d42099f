import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The payroll summary's words load with that page, not with every finance page.
export default packageLinguiConfig(import.meta.dirname, {
  navigation: true,
  pages: { 'payroll-summary': ['src/pages/PayrollSummaryPage.tsx'] },
});

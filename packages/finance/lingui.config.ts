import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The payroll summary's and the payroll policy's words load with those pages, not with every
// finance page.
export default packageLinguiConfig(import.meta.dirname, {
  navigation: true,
  pages: {
    'payroll-summary': ['src/pages/PayrollSummaryPage.tsx'],
    'payroll-policy': [
      'src/pages/PayrollPolicyListPage.tsx',
      'src/pages/PayrollPolicyFormPage.tsx',
      'src/lib/payroll-policy.ts',
    ],
  },
});

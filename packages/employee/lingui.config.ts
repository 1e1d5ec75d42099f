import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The overtime pages' and the e-payslip page's words load with those pages, not with every
// self-service page.
export default packageLinguiConfig(import.meta.dirname, {
  navigation: true,
  pages: {
    overtime: [
      'src/pages/OvertimeDashboardPage.tsx',
      'src/pages/OvertimeFormPage.tsx',
      'src/components/OvertimeRegulation.tsx',
    ],
    payslips: ['src/pages/EPayslipPage.tsx', 'src/components/PayslipPasswordCard.tsx'],
    'team-leave': ['src/pages/TeamLeaveApprovalsPage.tsx'],
  },
});

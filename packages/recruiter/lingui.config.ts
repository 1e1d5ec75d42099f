import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The requirements, their pipelines and the calendar share the section's catalog; the candidates
// (with the CV database, activity and documents), the requirement form, the team, commissions and
// the report load their own words with their pages.
export default packageLinguiConfig(import.meta.dirname, {
  navigation: true,
  pages: {
    candidates: [
      'src/pages/candidates/CvDatabasePage.tsx',
      'src/pages/candidates/CandidateListPage.tsx',
      'src/pages/candidates/CandidateFormPage.tsx',
      'src/pages/candidates/CandidateDetailPage.tsx',
      'src/pages/ActivityPage.tsx',
      'src/pages/DocumentPage.tsx',
      'src/components/candidates',
    ],
    'requirement-form': ['src/pages/RequirementFormPage.tsx'],
    team: ['src/pages/TeamPage.tsx'],
    commissions: [
      'src/pages/CommissionPage.tsx',
      'src/components/commissions',
      'src/lib/commissions.ts',
    ],
    report: ['src/pages/RecruitingReportPage.tsx', 'src/components/report', 'src/lib/report.ts'],
  },
});

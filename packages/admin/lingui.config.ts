import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// Home, the section landing pages and the menu load with the shell; the words of the other general
// pages (users and roles, the account, mails) load with those pages.
export default packageLinguiConfig(import.meta.dirname, {
  pages: {
    manage: [
      'src/pages/UserManagementPage.tsx',
      'src/pages/UserFormPage.tsx',
      'src/pages/RoleFormPage.tsx',
      'src/pages/EditProfilePage.tsx',
      'src/pages/ChangePasswordPage.tsx',
      'src/pages/EmailNotificationPage.tsx',
      'src/pages/EmailTemplateFormPage.tsx',
      'src/components/ActionDialog.tsx',
      'src/components/AuditChanges.tsx',
      'src/components/AuditLogTab.tsx',
      'src/components/AuditLogTable.tsx',
      'src/components/DeleteRoleDialog.tsx',
      'src/components/EmailPreviewDialog.tsx',
      'src/components/InviteUserDialog.tsx',
      'src/components/InviteUserForm.tsx',
      'src/components/JobsTab.tsx',
      'src/components/LinkifiedText.tsx',
      'src/components/OutboxMessageDialog.tsx',
      'src/components/OutboxTab.tsx',
      'src/components/ProfilePhoto.tsx',
      'src/components/RolesTab.tsx',
      'src/components/StatusBadges.tsx',
      'src/components/TemplateVariables.tsx',
      'src/components/TemplatesTab.tsx',
      'src/components/UserActions.tsx',
      'src/components/UsersTab.tsx',
      'src/lib/audit-diff.ts',
    ],
  },
});

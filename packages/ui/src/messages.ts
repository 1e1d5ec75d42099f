import { formatNumber } from './format';

/**
 * Every user-visible default string of @staffdesk/ui, in one English object, so that a
 * translation (Bahasa Indonesia) can follow. Pass a partial override to `UiMessagesProvider`.
 */
export const messages = {
  // generic
  loading: 'Loading…',
  close: 'Close',
  cancel: 'Cancel',
  retry: 'Try again',
  required: 'required',
  optional: 'optional',
  // app shell
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main navigation',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  collapseNavigation: 'Collapse navigation',
  expandNavigation: 'Expand navigation',
  userMenu: 'User menu',
  editProfile: 'Edit profile',
  changePassword: 'Change password',
  signOut: 'Sign out',
  // page header
  breadcrumb: 'Breadcrumb',
  // data table
  noResultsTitle: 'Nothing to show',
  noResultsDescription: 'No records match. Try changing the search or filters.',
  loadErrorTitle: 'Could not load the list',
  table: 'Table',
  rowActions: 'Row actions',
  rowActionsFor: (label: string) => `Actions for ${label}`,
  selectAllRows: 'Select all rows on this page',
  selectRow: (label: string) => `Select ${label}`,
  selectedCount: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  rowsPerPage: 'Rows per page',
  pageRange: (from: string, to: string, total: string) => `${from}–${to} of ${total}`,
  pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
  pagination: 'Pagination',
  // filters
  search: 'Search',
  searchPlaceholder: 'Search…',
  clearSearch: 'Clear search',
  filters: 'Filters',
  // forms
  fieldRequired: (label: string) => `${label} is required.`,
  invalidDate: 'Enter a valid date.',
  invalidAmount: 'Enter an amount in whole rupiah.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  unsavedChanges: 'Unsaved changes',
  chooseAtLeastOne: 'Choose at least one.',
  // dialogs
  confirm: 'Confirm',
  typeToConfirm: (text: string) => `Type “${text}” to confirm`,
  // unsaved changes
  leaveWithoutSavingTitle: 'Leave without saving?',
  leaveWithoutSavingDescription:
    'Your changes on this page are not saved. If you leave, they are lost.',
  leaveWithoutSaving: 'Leave without saving',
  stayOnPage: 'Stay on this page',
  // import dialog
  importTitle: (what: string) => `Import ${what}`,
  importFile: 'File (Excel or CSV)',
  importChecking: (fileName: string) => `Checking ${fileName}…`,
  importImporting: (what: string) =>
    `Importing ${what}… This may take a moment; keep this window open.`,
  importProgressLabel: 'Import progress',
  importProgress: (done: number, total: number) =>
    `${formatNumber(done)} of ${formatNumber(total)} rows written`,
  importCheckFailed: (fileName: string) => `${fileName} could not be checked`,
  importProblemsTitle: (count: number, fileName: string) =>
    `${formatNumber(count)} ${count === 1 ? 'problem' : 'problems'} in ${fileName}`,
  importProblemsDescription: (valid: number, total: number) =>
    `Nothing was imported. Fix these cells in the file and choose it again. ${formatNumber(valid)} of ${formatNumber(total)} rows are fine.`,
  importProblemsTable: 'Problems in the file',
  importRow: 'Row',
  importColumn: 'Column',
  importProblem: 'Problem',
  importEmptyTitle: (fileName: string) => `${fileName} has no rows`,
  importEmptyDescription: (one: string) =>
    `Add one ${one} per row below the header row, then choose the file again.`,
  importReadyTitle: (fileName: string) => `${fileName} is ready`,
  importReadyDescription: (what: string) =>
    `All ${what} passed the check. Nothing is saved until you import.`,
  imported: (many: string) => `${many.charAt(0).toUpperCase()}${many.slice(1)} imported`,
  importedRows: (rows: number, fileName: string) =>
    `${formatNumber(rows)} ${rows === 1 ? 'row' : 'rows'} from ${fileName}.`,
  // states
  errorTitle: 'Something went wrong',
  notFoundTitle: 'This page does not exist',
  notFoundMessage: 'The address may be mistyped, or what it pointed to was removed.',
  accessDeniedTitle: 'You do not have access to this page',
  accessDeniedMessage: 'Your roles do not allow this. Ask an administrator for a role that does.',
  // toasts
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  // status badges
  status: {
    draft: 'Draft',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
};

export type UiMessages = typeof messages;

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
  // dialogs
  confirm: 'Confirm',
  typeToConfirm: (text: string) => `Type “${text}” to confirm`,
  // states
  errorTitle: 'Something went wrong',
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

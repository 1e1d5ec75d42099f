// @staffdesk/job-portal: the job portal behind the sign-in. Everything a host needs is the
// section object and the package's messages.

export { jobPortalCatalog } from './locales/catalog';
export { jobPortalSection } from './section';

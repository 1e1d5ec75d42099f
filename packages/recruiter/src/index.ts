// @staffdesk/recruiter: recruiting. Everything a host needs is the section object and the
// package's messages.

export { recruiterCatalog } from './locales/catalog';
export { recruiterSection } from './section';

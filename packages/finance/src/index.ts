// @staffdesk/finance: finance. Everything a host needs is the section object and the package's
// messages.

export { financeCatalog } from './locales/catalog';
export { financeSection } from './section';

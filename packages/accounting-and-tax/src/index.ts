// @staffdesk/accounting-and-tax: accounting and tax. Everything a host needs is the section object
// and the package's messages.

export { accountingAndTaxCatalog } from './locales/catalog';
export { accountingAndTaxSection } from './section';

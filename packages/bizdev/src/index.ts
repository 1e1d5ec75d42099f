// @staffdesk/bizdev: business development. Everything a host needs is the section objects and
// the package's messages.

export { bizdevCatalog } from './locales/catalog';
export { bizdevSection, oldBizdevSection } from './section';

// @staffdesk/admin: the general signed-in pages. Everything a host needs is the section object.

export { safeInAppPath } from './lib/redirect';
export { adminCatalog } from './locales/catalog';
export { adminSection, sectionLandingRoute } from './section';

// @staffdesk/employee: employee self-service. Everything a host needs is the section object.

export { employeeCatalog } from './locales/catalog';
export { employeeSection } from './section';

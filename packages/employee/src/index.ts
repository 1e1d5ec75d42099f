// @staffdesk/employee: employee self-service. Everything a host needs is the section object.

export { employeeSection } from './section';

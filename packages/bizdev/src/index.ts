// @staffdesk/bizdev: business development. Everything a host needs is the section objects.

export { bizdevSection, oldBizdevSection } from './section';

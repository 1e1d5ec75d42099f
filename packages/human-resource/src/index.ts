// @staffdesk/human-resource: the HR section. Everything a host needs is the section object.

export { humanResourceSection } from './section';

// @staffdesk/human-resource: the HR section, and the leave approval widget an app may embed.

export { LeaveApprovalWidget } from './components/LeaveApprovalWidget';
export { humanResourceCatalog } from './locales/catalog';
export { humanResourceSection } from './section';

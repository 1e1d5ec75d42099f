// @staffdesk/kit/testing: the page renderer of the department packages' component tests, and
// fixtures of kit's shapes. Kept out of the main entry so an app never loads Testing Library.
export { overtimeScheme } from './overtime';
export { renderPage } from './render';

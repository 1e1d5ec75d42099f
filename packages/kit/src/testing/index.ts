// @staffdesk/kit/testing: the page renderer of the department packages' component tests. Kept out
// of the main entry so an app never loads Testing Library.
export { renderPage } from './render';

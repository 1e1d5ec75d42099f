// @staffdesk/core/testing: the test harness of the department packages (vitest + Testing Library):
// a fake API behind `fetch` and a page renderer with the host's providers and a data router.
export { chooseOption } from './choose-option';
export type { ApiCall, FakeRoute, FakeRoutes } from './fake-api';
export { API_BASE, fakeApi, json, PAYROLL_API_BASE, problem } from './fake-api';
export type { FakeRouteKey } from './fake-routes';
export { list } from './fixtures';
export type { RenderedPage, RenderPageOptions, TestRouter } from './render';
export { renderPage } from './render';

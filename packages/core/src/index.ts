// Version

export type { PathParams, RouteParam } from '@staffdesk/api/links';
// Paths
export { fillPath, queryString, relativePattern } from '@staffdesk/api/links';
export type { FollowImport, ImportOutcome, ImportProgress } from './api/import-outcome';
// API results
export { importOutcome } from './api/import-outcome';
export type { MainGetPath } from './api/query-keys';
export { answerOf, mainQueryKey, useInvalidate } from './api/query-keys';
export type { ChunkErrorBoundaryProps } from './chunks/ChunkErrorBoundary';
export { ChunkErrorBoundary } from './chunks/ChunkErrorBoundary';
export type { ChunkErrorViewProps } from './chunks/ChunkErrorView';
export { ChunkErrorView } from './chunks/ChunkErrorView';
export type { LazyComponent } from './chunks/lazy-component';
export { lazyComponent, useLoaded } from './chunks/lazy-component';
// Chunks
export type { LazyPageOptions, PageModule } from './chunks/lazy-page';
export { lazyPage, pageOf, preloadPagesAt } from './chunks/lazy-page';
export type { LoadChunkOptions } from './chunks/load-chunk';
export { CHUNK_TIMEOUT_MS, loadChunk, withLoadingOverlay } from './chunks/load-chunk';
export type {
  ApiBaseUrls,
  FirebaseConfig,
  RuntimeConfig,
  RuntimeConfigOverrides,
} from './config/runtime-config';
// Runtime config
export {
  DEFAULT_API_BASE_URLS,
  mergeRuntimeConfig,
  normalizeRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  readRuntimeConfig,
} from './config/runtime-config';
export type { ApiProblem, StaffdeskErrorCode, StaffdeskErrorOptions } from './errors/catalogue';
// Errors
export {
  ChunkLoadError,
  codeForStatus,
  ERROR_MESSAGES,
  errorFromResponse,
  isApiProblem,
  isChunkLoadError,
  isStaffdeskErrorCode,
  problemToError,
  StaffdeskError,
  toStaffdeskError,
} from './errors/catalogue';
export type { Failure } from './errors/failure';
export { describeFailure, failureStatus, problemMessage } from './errors/failure';
export type { Flags, SectionId } from './flags/flags';
// Permission flags
export {
  canEnter,
  FLAG_COOKIE_PREFIX,
  flagCookieName,
  isSectionId,
  readFlags,
  requiresToken,
  SECTION_FLAGS,
  SECTIONS,
  SUPER_FLAG_COOKIE,
} from './flags/flags';
export type { SectionGuardProps } from './flags/SectionGuard';
export { SectionGuard } from './flags/SectionGuard';
export { useFlags } from './flags/useFlags';
export type { FrameRefusalProps } from './frame/FrameRefusal';
export { FrameRefusal } from './frame/FrameRefusal';
// Frame refusal
export { isFramed, refuseFraming } from './frame/frame-refusal';
export type { GoogleSignInButtonProps } from './google/GoogleSignInButton';
export { GoogleSignInButton } from './google/GoogleSignInButton';
export type {
  GoogleIdentity,
  GoogleTokenClient,
  GoogleTokenClientConfig,
  GoogleTokenClientError,
  GoogleTokenResponse,
  RequestGoogleAccessTokenOptions,
} from './google/google-sign-in';
// Google sign-in
export {
  GOOGLE_IDENTITY_SCRIPT_URL,
  GOOGLE_SCOPES,
  loadGoogleIdentityScript,
  POPUP_CLOSED_CHECK_MS,
  requestGoogleAccessToken,
} from './google/google-sign-in';
export type { MessageCatalog } from './i18n/catalogs';
// Languages
export { activateLocale, loadLocale } from './i18n/catalogs';
export type { LocaleContextValue } from './i18n/LocaleProvider';
export { useCatalogs, useLocale } from './i18n/LocaleProvider';
export type { StaffdeskLocale } from './i18n/locale';
export {
  isStaffdeskLocale,
  negotiateLocale,
  rememberChosenLocale,
  STAFFDESK_LOCALES,
} from './i18n/locale';
export type { Words } from './i18n/text';
export { textOf } from './i18n/text';
export type { ListParamPatch } from './lists/useListParams';
// Lists
export { compact, sortingFromParam, sortingToParam, useListParams } from './lists/useListParams';
export { coreCatalog } from './locales/catalog';
export type { LoadingOverlayProps } from './overlay/LoadingOverlay';
export { LoadingOverlay } from './overlay/LoadingOverlay';
export type {
  LoadingOverlay as LoadingOverlayState,
  LoadingOverlayListener,
} from './overlay/loading-overlay';
// Loading overlay
export { createLoadingOverlay, loadingOverlay } from './overlay/loading-overlay';
export type { LoadingOverlayControls } from './overlay/useLoadingOverlay';
export { useLoadingOverlay } from './overlay/useLoadingOverlay';
export type { EmployeeProfileForm, EmployeeSupportingForm, FormMode, Paths } from './paths/paths';
export { paths, SECTION_BASE_PATHS } from './paths/paths';
export { publicPaths } from './paths/public-paths';
export { publicRoutePatterns } from './paths/public-route-patterns';
export type { RoutePatterns } from './paths/route-patterns';
export { routePatterns } from './paths/route-patterns';
export type { AuthorizedFetchOptions } from './provider/authorized-fetch';
export { createAuthorizedFetch } from './provider/authorized-fetch';
export type { StaffdeskContextValue } from './provider/context';
export {
  createStaffdeskQueryClient,
  errorStatus,
  shouldRetryQuery,
} from './provider/query-client';
export type { StaffdeskProviderProps } from './provider/StaffdeskProvider';
// Provider
export { StaffdeskProvider } from './provider/StaffdeskProvider';
export { useApi, useRuntimeConfig, useStaffdesk } from './provider/useStaffdesk';
export type { PushMessagingClient, PushMessagingModule } from './push/push-messaging';
export type {
  PushRegistration,
  PushRegistrationApi,
  PushRegistrationOptions,
  StoredPushRegistration,
} from './push/push-registration';
// Push
export {
  createPushRegistration,
  PUSH_REFRESH_MS,
  PUSH_STORAGE_KEY,
} from './push/push-registration';
export type { BackoffOptions, RetryOptions } from './retry/backoff';
// Retry back-off
export {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  BACKOFF_FACTOR,
  BACKOFF_JITTER,
  backoffDelay,
  retry,
  sleep,
} from './retry/backoff';
export { GuardedBrowserRouter } from './router/GuardedBrowserRouter';
export type {
  GuardedHistory,
  HeldNavigation,
  NavigationGuard,
  RouterHistory,
} from './router/guarded-history';
export { createGuardedBrowserHistory, guardHistory } from './router/guarded-history';
export type { RouterLinkProps } from './router/RouterLink';
// Router
export { RouterLink } from './router/RouterLink';
export type { UnsavedChangesBlocker } from './router/useUnsavedChangesBlocker';
export { useUnsavedChangesBlocker } from './router/useUnsavedChangesBlocker';
export { AppSectionsProvider, useVisibleSections } from './sections/AppSections';
export type {
  LazySectionRoutes,
  SectionNavItem,
  SectionText,
  SectionViewer,
  ShownNavItem,
  ShownSection,
  StaffdeskSection,
} from './sections/section';
export { sectionRoute, visibleSections } from './sections/section';
export type { RouteSet } from './session/route-set';
export { chooseRouteSet } from './session/route-set';
export type { TokenListener, TokenStore, TokenStoreOptions } from './session/token-store';
// Session
export {
  AUTH_STORAGE_KEY,
  createTokenStore,
  getDefaultTokenStore,
  TOKEN_POLL_MS,
  tokenStore,
} from './session/token-store';
export type { CurrentUser } from './session/useCurrentUser';
export { CURRENT_USER_QUERY_KEY, hasPermission, useCurrentUser } from './session/useCurrentUser';
export { useRouteSet, useToken, useTokenStore } from './session/useToken';
export { COPYRIGHT_YEAR, VERSION } from './version';

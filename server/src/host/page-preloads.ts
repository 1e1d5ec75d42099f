import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Params = Record<string, string>;
const enc = encodeURIComponent;

/**
 * The signed-out pages: the page module each shows, and for a public link the API answer it
 * shows first. The server names their chunks in the page it sends (`<link rel="modulepreload">`)
 * and asks for that answer (`<link rel="preload" as="fetch">`, the address exactly as the page's
 * API client asks for it), so the browser fetches all of it with the entry chunk, instead of one
 * round of requests after another. One line per page of `signedOutRoutes`
 * (packages/public/src/routes.tsx); a public link added there gets its line here.
 */
export const SIGNED_OUT_PAGES: ReadonlyArray<
  readonly [pattern: string, page: string, data?: (params: Params) => string]
> = [
  ['/', 'SignInPage'],
  ['/sign-in', 'SignInPage'],
  ['/sign-in-required', 'SignInPage'],
  ['/forgot-password', 'ForgotPasswordPage'],
  ['/reset-password', 'PasswordLinkPage'],
  ['/set-password', 'PasswordLinkPage'],
  [
    '/leaves/:token/approvalby/:email',
    'LeaveApprovalPage',
    (p) => `/api/v4/public/leave-approvals/${enc(p.token!)}?email=${enc(p.email!)}`,
  ],
  // The address rides in the query (`?email=`): no answer is preloaded, as pages are cached by path.
  ['/pic/request_timesheet/:content/:token', 'TimesheetApprovalPage'],
  ['/pic/request_overtime/:token', 'OvertimeApprovalPage'],
  ['/pic/format-overtime/:contentId', 'OvertimeFormatPage'],
  ['/pic/thanks-page/:type', 'ApproverThanksPage'],
  ['/form_leave/download/approval/:token', 'LeaveFormDownloadPage'],
  // Recruiting: the token and address ride in the query, as for the PIC's other links.
  ['/client/public/:requirementId/cv-list', 'ClientCvListPage'],
  [
    '/client/public/client/:requirementId/candidate/:candidateId/feedback_cv_form',
    'ClientCvFeedbackPage',
  ],
  [
    '/public/client/:requirementId/candidate/:candidateId/feedback_interview_form',
    'ClientInterviewFeedbackPage',
  ],
  [
    '/candidate/public/requirement/:requirementId/candidate/:candidateId/candidate_confirmation',
    'CandidateConfirmationPage',
  ],
  [
    '/candidate/public/requirement/:requirementId/candidate/:candidateId/candidate_response',
    'CandidateResponsePage',
  ],
  ['/public/:type/thanks-page', 'RecruitingThanksPage'],
];

/** The module of the signed-out route set in the host. */
const SIGNED_OUT_APP = 'src/signed-out/SignedOutApp.tsx';
const pageModule = (page: string) => `packages/public/src/pages/${page}.tsx`;

type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
};
export type ViteManifest = Record<string, ManifestChunk>;

/** The host build's manifest (`.vite/manifest.json`), or null when the build has none. */
export function readViteManifest(distDir: string): ViteManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : null;
}

/** The path's parameters when it matches the pattern (decoded, as the router reads them). */
function match(pattern: string, path: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

export type SignedOutPage = {
  page: string;
  dataUrl: string | null;
  /** The path's parameters (decoded), e.g. a public link's token and email; then the query's. */
  params: Params;
};

/**
 * The page module a signed-out visitor sees at this path and the API answer it shows first. The
 * query's values join the parameters where the path has none of that name (a link's `?email=`).
 */
export function signedOutPageAt(path: string, query?: URLSearchParams): SignedOutPage | null {
  for (const [pattern, page, data] of SIGNED_OUT_PAGES) {
    const params = match(pattern, path);
    if (!params) continue;
    for (const [name, value] of query ?? []) params[name] ??= value;
    return { page, dataUrl: data ? data(params) : null, params };
  }
  return null;
}

/** Asks for the page's first API answer with the chunks (same mode and credentials as fetch). */
function dataPreloadTag(dataUrl: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${dataUrl.replaceAll('&', '&amp;')}">`;
}

/**
 * The `<link>` tags that fetch, with the entry chunk, every chunk and stylesheet the page needs:
 * the signed-out route set and the page with their static imports (the entry's own are in the
 * page already). Empty when the manifest does not know the page.
 */
export function preloadTags(manifest: ViteManifest, page: string): string {
  const keyOf = (suffix: string) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const appKey = keyOf(SIGNED_OUT_APP);
  const pageKey = keyOf(pageModule(page));
  if (!appKey || !pageKey) return '';
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const already = new Set<string>();
  for (const key of entryKeys) collect(manifest, key, already);
  const needed = new Set<string>();
  collect(manifest, appKey, needed);
  collect(manifest, pageKey, needed);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const loaded = new Set([...already].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of needed) {
    if (already.has(key)) continue;
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!loaded.has(css)) styles.add(css);
  }
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The tags that fetch a signed-out page's messages in its language with the entry chunk (they
 * are lazy chunks, asked for only once the app runs otherwise): the words every page shows (core,
 * ui, kit and the host: one chunk per language, `messages-<locale>`, made by
 * scripts/vite/every-page-chunks.mjs) and the public pages' own.
 */
export function catalogPreloadTags(manifest: ViteManifest, locale: string): string {
  const files = Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.name === `messages-${locale}` ||
        key.endsWith(`packages/public/src/locales/${locale}.ts`),
    )
    .map(([, chunk]) => chunk.file);
  return [...new Set(files)]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

function collect(manifest: ViteManifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}

/**
 * The app page for a path: for a signed-out page, with the tags that fetch its chunks (and its
 * first API answer) at once. `shared` says the page is the same for every path of its kind.
 */
export function pageWithPreloads(page: string, manifest: ViteManifest | null) {
  const withChunks = new Map<string, string>();
  return (path: string): { html: string; shared: boolean } => {
    const signedOut = manifest ? signedOutPageAt(path) : null;
    if (!manifest || !signedOut) return { html: page, shared: true };
    let html = withChunks.get(signedOut.page);
    if (html === undefined) {
      html = page.replace('</head>', `${preloadTags(manifest, signedOut.page)}</head>`);
      withChunks.set(signedOut.page, html);
    }
    if (!signedOut.dataUrl) return { html, shared: true };
    const tag = dataPreloadTag(signedOut.dataUrl);
    return { html: html.replace('</head>', `${tag}</head>`), shared: false };
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The signed-out pages and the page module each shows, so the server can name their chunks in
 * the page it sends (`<link rel="modulepreload">`): the browser fetches the route set and the
 * page's own chunk with the entry chunk, instead of one round of requests after another. One
 * line per page of `signedOutRoutes` (packages/public/src/routes.tsx); a public link added there
 * gets its line here.
 */
export const SIGNED_OUT_PAGES: ReadonlyArray<readonly [pattern: string, page: string]> = [
  ['/', 'SignInPage'],
  ['/sign-in', 'SignInPage'],
  ['/sign-in-required', 'SignInPage'],
  ['/forgot-password', 'ForgotPasswordPage'],
  ['/reset-password', 'PasswordLinkPage'],
  ['/set-password', 'PasswordLinkPage'],
  ['/leaves/:token/approvalby/:email', 'LeaveApprovalPage'],
  ['/pic/thanks-page/:type', 'ApproverThanksPage'],
  ['/form_leave/download/approval/:token', 'LeaveFormDownloadPage'],
];

/** The module of the signed-out route set in the host. */
const SIGNED_OUT_APP = 'src/signed-out/SignedOutApp.tsx';
const pageModule = (page: string) => `packages/public/src/pages/${page}.tsx`;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The host build's manifest (`.vite/manifest.json`), or null when the build has none. */
export function readViteManifest(distDir: string): ViteManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : null;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === got[i])
  );
}

/** The page module a signed-out visitor sees at this path, or null for any other path. */
export function signedOutPageAt(path: string): string | null {
  return SIGNED_OUT_PAGES.find(([pattern]) => matches(pattern, path))?.[1] ?? null;
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

function collect(manifest: ViteManifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}

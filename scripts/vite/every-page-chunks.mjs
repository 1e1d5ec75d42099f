/**
 * Chunks for what every page loads, named by hand instead of left to the bundler. Left to it, the
 * code both route sets run before a page shows (the router, the query client, the API client, the
 * locale provider, the language switch, …) falls into a dozen small chunks, one per combination
 * of lazy modules sharing a part, and each package's words are a chunk of their own. On a phone's
 * connection (HTTP/1.1: six requests at a time, a round trip each) a dozen small requests cost
 * more than their bytes: measured with `npm run perf:mobile`, the leave link's last byte came
 * 300 ms earlier once they were one chunk. Every page loads all of these either way, so the
 * groups cost no page a byte (they save ~4 kB gzip of import and export glue on each), and a
 * page added later cannot move them: what is in them is written here, not inferred.
 *
 * Keep each list to what *every* page runs, signed in or out: a module only some pages use would
 * cost the others its bytes, which the size budgets (`npm run size`) catch.
 */

/** What the entry runs first: React, Lingui's core and core's English words (its error screens). */
export const bootChunk = {
  name: 'boot',
  test: /[\\/]node_modules[\\/](react|scheduler|@lingui[\\/]core)[\\/]|[\\/]packages[\\/]core[\\/]src[\\/]locales[\\/]en\.ts$/,
};

/** The code both route sets run before a page shows, by package (the path under `src/`). */
const EVERY_PAGE_CODE = [
  /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|react-router|@lingui[\\/]react|openapi-fetch|openapi-react-query)[\\/]/,
  /[\\/]node_modules[\\/]@radix-ui[\\/](react-slot|react-compose-refs)[\\/]/,
  /[\\/]packages[\\/]core[\\/]src[\\/](i18n[\\/](LocaleProvider|catalogs|locale|text|initial-locale)|provider[\\/](StaffdeskProvider|authorized-fetch|query-client|useStaffdesk)|router[\\/](guarded-history|GuardedBrowserRouter)|paths[\\/](public-paths|public-route-patterns|builders)|chunks[\\/]lazy-page|config[\\/]runtime-config|retry[\\/]backoff|errors[\\/]failure|version)\.tsx?$/,
  /[\\/]packages[\\/]api[\\/]src[\\/](links[\\/][\w-]+|clients)\.ts$/,
  /[\\/]packages[\\/]ui[\\/]src[\\/](cx|languages|format|components[\\/](Spinner|Button|icons|Skeleton|States|LanguageSwitch|DescriptionList)|form[\\/]FieldShell)\.tsx?$/,
  /[\\/]packages[\\/]kit[\\/]src[\\/]labels[\\/]labels\.ts$/,
  /[\\/]packages[\\/](core|ui|kit|public)[\\/]src[\\/]locales[\\/]catalog\.ts$/,
  /[\\/]packages[\\/]public[\\/]src[\\/]routes\.tsx$/,
  /[\\/]host[\\/]src[\\/](locale\.tsx|locales[\\/]catalog\.ts)$/,
];

export const everyPageCode = {
  name: 'app',
  // Only the modules named: their dependencies stay where the bundler puts them (some are the
  // entry's, which would otherwise move here and make the entry import this chunk).
  includeDependenciesRecursively: false,
  test: (id) => EVERY_PAGE_CODE.some((pattern) => pattern.test(id)),
};

const EVERY_PAGE_CATALOG =
  /[\\/](packages[\\/](core|ui|kit)|host)[\\/]src[\\/]locales[\\/](en|id)\.ts$/;

/**
 * The words every page shows (core, ui, kit and the host), one chunk per language:
 * `messages-<locale>`. Core's English words are the entry's already (`bootChunk`, listed first,
 * takes them), so `messages-en` has the other three. The server preloads the chunk of the page's
 * language by its name (server/src/host/page-preloads.ts).
 */
export const everyPageMessages = {
  name: (id) => {
    const locale = EVERY_PAGE_CATALOG.exec(id)?.[3];
    return locale ? `messages-${locale}` : null;
  },
  includeDependenciesRecursively: false,
};

/**
 * Vite's preload lists without what is loaded already. Every lazy page's `import()` carries the
 * list of chunks to fetch with it (`__vite__mapDeps`); Vite lists the page's whole static closure,
 * so each of the ~120 lists repeats the chunks the importing shell (and the entry) already
 * imported, which cost every signed-in page their indices and names. Fetching them again would be a
 * no-op, so they are left out: the same requests are made, from a smaller shell.
 *
 * Use both parts: the plugin keeps the bundle's chunk graph, `resolveDependencies` reads it.
 */
export function preloadOnlyMissing() {
  /** @type {Record<string, { type: string; imports?: string[]; isEntry?: boolean }>} */
  let bundle = {};
  const closures = new Map();
  /** The chunks loaded once `fileName` has run: it and its static imports, transitively. */
  function loadedWith(fileName) {
    let loaded = closures.get(fileName);
    if (loaded) return loaded;
    loaded = new Set();
    const visit = (name) => {
      if (loaded.has(name)) return;
      loaded.add(name);
      for (const imported of bundle[name]?.imports ?? []) visit(imported);
    };
    visit(fileName);
    for (const [name, output] of Object.entries(bundle)) {
      if (output.type === 'chunk' && output.isEntry) visit(name);
    }
    closures.set(fileName, loaded);
    return loaded;
  }
  return {
    plugin: {
      name: 'staffdesk:preload-only-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    /** For `build.modulePreload.resolveDependencies`. */
    resolveDependencies(_fileName, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle[hostId]) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

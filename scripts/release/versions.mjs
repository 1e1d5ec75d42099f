/**
 * The release as `changeset version` makes it, on a throwaway copy of the workspace: one version
 * for every public package, ranges between them that the new version satisfies, changelogs whose
 * headings match the bump; then a follow-up minor that must not force a major.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { run } from './processes.mjs';

const require = createRequire(import.meta.url);
const semver = require('semver');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The public packages of a workspace copy: `{ dir, manifest }`. */
export function publicPackages(root) {
  const config = readJson(join(root, '.changeset', 'config.json'));
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
    .filter(({ manifest }) => !manifest.private && !config.ignore.includes(manifest.name));
}

/** Tracked files of the release (packages, changesets, root manifest) and each package's dist. */
export function copyWorkspace(root, target) {
  const files = run(
    'git',
    [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      'package.json',
      '.npmrc',
      '.changeset',
      'packages',
    ],
    {
      cwd: root,
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of [...files, 'host/package.json', 'server/package.json', 'e2e/package.json']) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  for (const { dir } of publicPackages(root)) {
    const dist = join(dir, 'dist');
    if (!existsSync(dist)) throw new Error(`${dist} is missing: build the packages first.`);
    cpSync(dist, join(target, dir.slice(root.length), 'dist'), { recursive: true });
  }
  // The copy runs the repo's changesets CLI (`npm exec` finds it here), never its packages.
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
}

const STAFFDESK = /^@staffdesk\//;

/** Checks what `changeset version` wrote; returns the one version. Throws on any fault. */
export function checkVersions(root, before) {
  const packages = publicPackages(root);
  const versions = new Set(packages.map(({ manifest }) => manifest.version));
  if (versions.size !== 1)
    throw new Error(
      `changeset version gave several versions: ${packages.map(({ manifest }) => `${manifest.name}@${manifest.version}`).join(', ')}`,
    );
  const [version] = versions;
  const faults = [];
  for (const { dir, manifest } of packages) {
    const old = before.get(manifest.name);
    if (!semver.gt(version, old)) faults.push(`${manifest.name} did not move past ${old}`);
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (STAFFDESK.test(name) && !semver.satisfies(version, range))
          faults.push(`${manifest.name} ${field} ${name}@${range} excludes ${version}`);
        if (STAFFDESK.test(name) && semver.valid(range))
          faults.push(
            `${manifest.name} pins ${name} exactly (${range}): drifting versions would install two copies`,
          );
      }
    }
    const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
    const section = changelog.split(`## ${version}\n`)[1]?.split(/\n## \d/)[0];
    if (section === undefined)
      faults.push(`${manifest.name}'s CHANGELOG.md has no "## ${version}"`);
    const major = semver.major(version) > semver.major(old);
    if (section !== undefined && major !== section.includes('### Major Changes'))
      faults.push(
        `${manifest.name} ${old} → ${version}: ${major ? 'a major without "Major Changes"' : '"Major Changes" without a major'}`,
      );
  }
  if (faults.length > 0)
    throw new Error(`The versioned release is not coherent:\n  ${faults.join('\n  ')}`);
  return version;
}

export function versionsOf(root) {
  return new Map(publicPackages(root).map(({ manifest }) => [manifest.name, manifest.version]));
}

/** `changeset version`, through npm as the README runs it. */
export function changesetVersion(root) {
  run('npm', ['exec', '--', 'changeset', 'version'], { cwd: root });
}

/**
 * After the release, a minor change to one package: every package must get the next minor (one
 * fixed group) and none a major, so peers between our packages do not force majors.
 */
export function checkFollowUpMinor(released, folder) {
  copyManifests(released, folder);
  const first = publicPackages(folder)[0].manifest.name;
  writeFileSync(
    join(folder, '.changeset', 'rehearsal-follow-up.md'),
    `---\n"${first}": minor\n---\n\nA follow-up minor change.\n`,
  );
  const before = versionsOf(folder);
  changesetVersion(folder);
  const version = checkVersions(folder, before);
  const expected = semver.inc([...before.values()][0], 'minor');
  if (version !== expected)
    throw new Error(`A minor change to ${first} gave ${version}, not ${expected}`);
  return version;
}

function copyManifests(from, to) {
  for (const file of ['package.json', '.changeset/config.json']) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(from, file), join(to, file));
  }
  for (const dir of [
    'host',
    'server',
    'e2e',
    ...readdirSync(join(from, 'packages')).map((p) => `packages/${p}`),
  ]) {
    mkdirSync(join(to, dir), { recursive: true });
    cpSync(join(from, dir, 'package.json'), join(to, dir, 'package.json'));
    if (existsSync(join(from, dir, 'CHANGELOG.md')))
      cpSync(join(from, dir, 'CHANGELOG.md'), join(to, dir, 'CHANGELOG.md'));
  }
  symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'), 'dir');
}

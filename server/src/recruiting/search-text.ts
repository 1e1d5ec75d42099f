import { type SQL, sql } from 'drizzle-orm';

/**
 * Full-text search over candidates: PostgreSQL's `simple` configuration (no stemming: there is
 * no Indonesian dictionary, and an English stemmer would mangle Indonesian words), fed with text
 * normalised here the same way for documents and queries:
 * - lower case, accents folded (`Sétiawan` = `setiawan`);
 * - `c++`, `c#`, `.net` and `node.js` kept as words instead of losing their signs;
 * - the abbreviations and spellings Indonesians write for cities (`jkt`, `jaksel`, `jogja`,
 *   `bdg`, `sby`) and a few words of CVs (`s1`, `d3`) mapped to one form.
 */
const ALIASES: Record<string, string> = {
  jkt: 'jakarta',
  dki: 'jakarta',
  jaksel: 'jakarta selatan',
  jakbar: 'jakarta barat',
  jaktim: 'jakarta timur',
  jakut: 'jakarta utara',
  jakpus: 'jakarta pusat',
  jogja: 'yogyakarta',
  jogjakarta: 'yogyakarta',
  yogya: 'yogyakarta',
  diy: 'yogyakarta',
  bdg: 'bandung',
  sby: 'surabaya',
  smg: 'semarang',
  mdn: 'medan',
  mks: 'makassar',
  tng: 'tangerang',
  tangsel: 'tangerang selatan',
  bks: 'bekasi',
  bgr: 'bogor',
  dpk: 'depok',
  js: 'javascript',
  ts: 'typescript',
  k8s: 'kubernetes',
  golang: 'go',
  sarjana: 's1',
  diploma: 'd3',
};

const SIGNED_WORDS: [RegExp, string][] = [
  [/c\+\+/g, ' cplusplus '],
  [/c#/g, ' csharp '],
  [/f#/g, ' fsharp '],
  [/\.net\b/g, ' dotnet '],
  [/\bnode\.js\b/g, ' nodejs '],
  [/\bvue\.js\b/g, ' vuejs '],
  [/\breact\.js\b/g, ' react '],
  [/\bnext\.js\b/g, ' nextjs '],
];

/** The words of a text as search sees them, space-separated. */
export function normaliseForSearch(text: string): string {
  let folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  for (const [pattern, word] of SIGNED_WORDS) folded = folded.replace(pattern, word);
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ALIASES[word] ?? word)
    .join(' ');
}

/** What a candidate's search vector is made of; the heavier fields rank first. */
export type SearchableCandidate = {
  fullName: string;
  skills: readonly string[];
  city: string;
  titles: readonly string[];
  cvText: string;
};

/** A CV's text is indexed up to this many characters (about 15 pages); the rest is kept, not indexed. */
const CV_INDEX_CHARS = 60_000;

/** The `tsvector` of a candidate, as SQL to write in an insert or update. */
export function searchVectorSql(candidate: SearchableCandidate): SQL {
  const name = normaliseForSearch(candidate.fullName);
  const skills = normaliseForSearch(candidate.skills.join(' '));
  const city = normaliseForSearch(candidate.city);
  const titles = normaliseForSearch(candidate.titles.join(' '));
  const cv = normaliseForSearch(candidate.cvText.slice(0, CV_INDEX_CHARS));
  return sql`setweight(to_tsvector('simple', ${name}), 'A')
    || setweight(to_tsvector('simple', ${skills}), 'A')
    || setweight(to_tsvector('simple', ${titles}), 'B')
    || setweight(to_tsvector('simple', ${city}), 'C')
    || setweight(to_tsvector('simple', ${cv}), 'D')`;
}

/**
 * A search box's text as a `tsquery`: every word must match, the last one as a prefix (so
 * `jav` finds Java while the user types). Null when nothing searchable is left.
 */
export function searchQuerySql(search: string): SQL | null {
  const words = normaliseForSearch(search).split(' ').filter(Boolean).slice(0, 12);
  if (words.length === 0) return null;
  const terms = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word));
  return sql`to_tsquery('simple', ${terms.join(' & ')})`;
}

/** A city as a phrase that must stand in the candidate's city (weight C), e.g. `jakarta:C <-> selatan:C`. */
export function cityQuerySql(city: string): SQL | null {
  const words = normaliseForSearch(city).split(' ').filter(Boolean).slice(0, 6);
  if (words.length === 0) return null;
  return sql`to_tsquery('simple', ${words.map((w) => `${w}:C`).join(' <-> ')})`;
}

import type { Actor } from '../audit/audit-log.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/database.js';
import type { CandidateSource } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { createCandidate, findDuplicates, normalisePhone } from './candidates.js';
import { readCv } from './cv-files.js';
import { normaliseForSearch } from './search-text.js';

/** At most this many CVs in one import. */
export const CV_IMPORT_MAX_FILES = 20;

/** Skills recognised in a CV's words until the job portal's taxonomy feeds this list. */
export const KNOWN_SKILLS = [
  'accounting',
  'administration',
  'android',
  'angular',
  'autocad',
  'aws',
  'azure',
  'bookkeeping',
  'c',
  'cplusplus',
  'csharp',
  'customer service',
  'data analysis',
  'docker',
  'dotnet',
  'excel',
  'figma',
  'flutter',
  'forklift',
  'go',
  'google ads',
  'graphic design',
  'html',
  'ios',
  'java',
  'javascript',
  'kotlin',
  'kubernetes',
  'laravel',
  'linux',
  'marketing',
  'mysql',
  'negotiation',
  'nodejs',
  'payroll',
  'php',
  'postgresql',
  'power bi',
  'project management',
  'python',
  'react',
  'recruitment',
  'sales',
  'sap',
  'seo',
  'spring',
  'sql',
  'swift',
  'tableau',
  'tax',
  'telemarketing',
  'typescript',
  'vuejs',
  'warehouse',
] as const;

/** A known skill as people write it (`cplusplus` is how search spells `c++`). */
export function displaySkill(skill: string) {
  return skill === 'cplusplus'
    ? 'c++'
    : skill === 'csharp'
      ? 'c#'
      : skill === 'dotnet'
        ? '.net'
        : skill;
}

/** Cities a CV names, in their normalised form (aliases resolved by `normaliseForSearch`). */
const CITIES = [
  'jakarta',
  'bandung',
  'surabaya',
  'semarang',
  'yogyakarta',
  'medan',
  'makassar',
  'tangerang',
  'bekasi',
  'bogor',
  'depok',
  'denpasar',
  'palembang',
  'balikpapan',
  'batam',
  'malang',
  'solo',
  'pekanbaru',
  'padang',
  'manado',
  'pontianak',
  'banjarmasin',
  'cikarang',
  'karawang',
  'cirebon',
];

/** Lines that are a city or a skill on their own, never a name. */
const NOT_A_NAME = new Set<string>([...CITIES, ...KNOWN_SKILLS]);

/**
 * The contact details are looked for in this many first characters of a CV (its first pages),
 * as its city and skills are: the work stays small whatever the file holds.
 */
const GUESS_CHARS = 20_000;
/** A word longer than this cannot be an email address (RFC 5321 allows 254 characters). */
const MAX_EMAIL_WORD = 254;
/**
 * Every quantifier is bounded and the domain's labels end at their dot, so a word is matched in
 * time linear in its length (`eslint-plugin-regexp` checks it); it is tried only on the words
 * that hold an `@`, never on the whole text.
 */
const EMAIL = /[\w%+.-]{1,64}@(?:[a-z\d-]{1,63}\.){1,8}[a-z]{2,24}/i;
const PHONE = /(?:\+?62|0)\s?8\d{1,3}[\s.-]?\d{3,4}[\s.-]?\d{3,5}/;
const HEADINGS = /^(curriculum vitae|cv|resume|résumé|daftar riwayat hidup|riwayat hidup)$/i;

function titleCase(words: string) {
  return words
    .toLowerCase()
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** The first email address among the words of a text. */
function firstEmail(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    if (word.length > MAX_EMAIL_WORD || !word.includes('@')) continue;
    const found = EMAIL.exec(word)?.[0];
    if (found) return found.toLowerCase();
  }
  return null;
}

/**
 * What a CV's words say of its owner: the name (the first line that reads like one, else the
 * file's name), email, phone, city and known skills. A guess the recruiter corrects on the
 * candidate's page.
 */
export function guessCandidate(text: string, fileName: string) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const nameLine = lines
    .slice(0, 8)
    .find(
      (l) =>
        l.length <= 60 &&
        !HEADINGS.test(l) &&
        !NOT_A_NAME.has(normaliseForSearch(l)) &&
        /^[\p{L}'. -]{3,60}$/u.test(l) &&
        l.split(/\s+/).length <= 5,
    );
  const fromFile = fileName
    .replace(/\.(pdf|docx)$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\b(cv|resume)\b/gi, '')
    .trim();
  const head = text.slice(0, GUESS_CHARS);
  const words = ` ${normaliseForSearch(head)} `;
  return {
    fullName: titleCase(nameLine ?? (fromFile || 'Unnamed candidate')),
    email: firstEmail(head),
    phone: normalisePhone(head.match(PHONE)?.[0]),
    city: titleCase(CITIES.find((c) => words.includes(` ${c} `)) ?? ''),
    skills: KNOWN_SKILLS.filter((s) => words.includes(` ${s} `)).map(displaySkill),
  };
}

/** An imported CV kept without its words: reading them ran out of time or memory. */
export const CV_TEXT_NOT_EXTRACTED =
  'The words of this CV could not be read in time: it is kept without them, so search finds it by name only.';

export type ImportedFile = {
  fileName: string;
  outcome: 'created' | 'duplicate' | 'refused';
  candidateId: string | null;
  fullName: string | null;
  /**
   * For a duplicate: the candidate who has the email or phone; for a refusal: why; for a created
   * candidate, CV_TEXT_NOT_EXTRACTED when the CV's words could not be read.
   */
  duplicateOf: { id: string; fullName: string; matchedOn: ('email' | 'phone')[] } | null;
  message: string | null;
};

/**
 * Imports CVs, each on its own: a file that cannot be read is refused, one whose email or phone
 * is already in the database is reported as a duplicate (nothing created), the others become
 * candidates with what their words say.
 */
export async function importCvs(
  db: Db,
  blobs: BlobStore,
  files: { filename: string; bytes: Buffer; truncated: boolean }[],
  options: { source: CandidateSource },
  actor: Actor,
): Promise<ImportedFile[]> {
  const results: ImportedFile[] = [];
  // Read side by side (the worker pool of text-extraction.ts bounds how many at once).
  const read = await Promise.all(
    files.map((file) =>
      readCv(file, 'files').then(
        (cv) => ({ cv }),
        (error: unknown) => {
          if (!(error instanceof HttpProblem)) throw error;
          return { refused: error.message };
        },
      ),
    ),
  );
  for (const [index, file] of files.entries()) {
    const outcome = read[index]!;
    if ('refused' in outcome) {
      results.push({
        fileName: file.filename,
        outcome: 'refused',
        candidateId: null,
        fullName: null,
        duplicateOf: null,
        message: outcome.refused,
      });
      continue;
    }
    const { cv } = outcome;
    const guess = guessCandidate(cv.text, cv.fileName);
    const [match] = await findDuplicates(db, { email: guess.email, phone: guess.phone });
    if (match) {
      results.push({
        fileName: cv.fileName,
        outcome: 'duplicate',
        candidateId: null,
        fullName: guess.fullName,
        duplicateOf: { id: match.id, fullName: match.fullName, matchedOn: match.matchedOn },
        message: null,
      });
      continue;
    }
    const row = await transactionWithRetry(db, (tx) =>
      createCandidate(
        tx,
        blobs,
        {
          ...guess,
          experience: [],
          education: [],
          experienceYears: 0,
          expectedSalary: null,
          source: options.source,
          notes: '',
        },
        { ...cv, bytes: file.bytes },
        actor,
        { kind: 'imported', detail: cv.fileName },
      ),
    );
    results.push({
      fileName: cv.fileName,
      outcome: 'created',
      candidateId: row.id,
      fullName: row.fullName,
      duplicateOf: null,
      message: cv.textExtracted ? null : CV_TEXT_NOT_EXTRACTED,
    });
  }
  return results;
}

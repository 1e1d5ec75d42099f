import { msg } from '@lingui/core/macro';
import type { MainPaths, MainSchema } from '@staffdesk/api';
import { wordsOf } from '../labels/labels';

/**
 * A candidate who accepted an offer (`GET /onboarding`): the offer, the data they confirmed on the
 * offer link (null until they do), HR's joining info, and once hired their employee.
 */
export type OnboardingEntry = MainSchema<'OnboardingEntry'>;
export type OnboardingState = NonNullable<
  NonNullable<MainPaths['/onboarding']['get']['parameters']['query']>['state']
>;
/** What `PUT /onboarding/{id}/joining-info` takes. */
export type JoiningInfoBody = NonNullable<
  MainPaths['/onboarding/{id}/joining-info']['put']['requestBody']
>['content']['application/json'];
export type JoiningDocument = JoiningInfoBody['documents'][number];
/** What `POST /onboarding/{id}/hire` answers: the employee, and the requirement's headcount. */
export type HireResult = MainSchema<'HireResult'>;

/** The most documents one checklist holds (the server's limit). */
export const MAX_DOCUMENTS = 30;

/**
 * The documents a new employee usually hands in, offered as quick adds to the checklist. The
 * name is saved as shown in the reader's language.
 */
const SUGGESTED_DOCUMENTS = wordsOf({
  ktp: msg`KTP (identity card)`,
  npwp: msg`NPWP`,
  kk: msg`KK (family card)`,
  ijazah: msg`Ijazah (diploma)`,
  bank: msg`Bank account (rekening bank)`,
  photo: msg`Photo`,
  bpjsKesehatan: msg`BPJS Kesehatan card`,
  bpjsKetenagakerjaan: msg`BPJS Ketenagakerjaan card`,
});

/** The suggested documents' names in the language shown. */
export function suggestedDocuments(): string[] {
  return Object.values(SUGGESTED_DOCUMENTS);
}

/** How many documents of a checklist are ticked, of how many. */
export function documentsDone(documents: readonly JoiningDocument[]) {
  return { done: documents.filter((document) => document.done).length, total: documents.length };
}

/** Whether two document names are the same one (case and spaces aside). */
export function sameDocument(a: string, b: string) {
  return a.trim().toLocaleLowerCase('id') === b.trim().toLocaleLowerCase('id');
}

/** The query parameter of the joining info page naming the chosen candidate's application. */
export const CANDIDATE_PARAM = 'candidate';

/** A candidate's joining info: the page's path with `?candidate=<applicationId>`. */
export function joiningInfoHref(joiningInfoPath: string, applicationId: string) {
  return `${joiningInfoPath}?${new URLSearchParams({ [CANDIDATE_PARAM]: applicationId })}`;
}

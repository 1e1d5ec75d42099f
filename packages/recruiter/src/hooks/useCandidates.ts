import type { MainPaths, MainSchema } from '@staffdesk/api';
import { compact, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

export type Candidate = MainSchema<'Candidate'>;
export type CandidateHit = MainSchema<'CandidateSearchHit'>;
export type CandidateDuplicate = MainSchema<'CandidateDuplicate'>;
export type CandidateActivity = MainSchema<'CandidateActivity'>;
export type CvImportResult = MainSchema<'CvImportResult'>;
export type CvImportFile = CvImportResult['files'][number];
export type CandidateSource = Candidate['source'];
export type PipelineStage = MainSchema<'CandidatePipelinePlace'>['stage'];
export type ActivityKind = CandidateActivity['kind'];
export type CandidateSearchQuery = NonNullable<
  MainPaths['/candidates']['get']['parameters']['query']
>;
export type ActivityQuery = NonNullable<
  MainPaths['/candidate-activities']['get']['parameters']['query']
>;
export type CandidateDocument = MainSchema<'CandidateDocument'>;
export type CandidateDocumentQuery = NonNullable<
  MainPaths['/candidate-documents']['get']['parameters']['query']
>;
export type CandidateBody = NonNullable<
  MainPaths['/candidates']['post']['requestBody']
>['content']['application/json'];

/** The CV database searched, filtered and paged by the server (`GET /candidates`). */
export function useCandidateSearch(query: CandidateSearchQuery, enabled = true) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/candidates',
    { params: { query } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** Each candidate's CV or its absence, searched, filtered and paged by the server. */
export function useCandidateDocuments(query: CandidateDocumentQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/candidate-documents',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One candidate with the CV's words and the pipelines they stand in (`GET /candidates/{id}`). */
export function useCandidate(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/candidates/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/**
 * Candidates who already have this email or phone (`GET /candidates/duplicates`), for the form's
 * warning; idle while both are empty.
 */
export function useCandidateDuplicates(email: string, phone: string, excludeId?: string) {
  const { $api } = useApi().main;
  const query = compact({ email, phone, excludeId });
  return $api.useQuery(
    'get',
    '/candidates/duplicates',
    { params: { query } },
    { enabled: Boolean(email || phone), placeholderData: keepPreviousData },
  );
}

/** The recruiting activity log, newest first (`GET /candidate-activities`). */
export function useCandidateActivities(query: ActivityQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/candidate-activities',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** After any change to candidates: searches, details, documents and the activity log are stale. */
function useInvalidateCandidates() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      '/candidates',
      '/candidates/{id}',
      '/candidates/duplicates',
      '/candidate-documents',
      '/candidate-activities',
    );
}

/** Adds a candidate (`POST /candidates`); 409 `duplicate-candidate` unless `allowDuplicate`. */
export function useCreateCandidate() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateCandidates();
  return $api.useMutation('post', '/candidates', { onSuccess: () => invalidate() });
}

/** Changes a candidate (`PUT /candidates/{id}`). */
export function useUpdateCandidate() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateCandidates();
  return $api.useMutation('put', '/candidates/{id}', { onSuccess: () => invalidate() });
}

/** Merges a duplicate into a candidate; the duplicate is deleted (`POST /candidates/{id}/merge`). */
export function useMergeCandidates() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateCandidates();
  return $api.useMutation('post', '/candidates/{id}/merge', { onSuccess: () => invalidate() });
}

/** The options that send a multipart form through a typed client. */
function multipart(fields: [string, string | File][]) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return { body: body as never, bodySerializer: (value: unknown) => value as FormData };
}

/** Uploads or replaces a candidate's CV, multipart `cv` (`PUT /candidates/{id}/cv`). */
export function useUploadCandidateCv() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateCandidates();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const { data, error } = await fetchClient.PUT('/candidates/{id}/cv', {
        params: { path: { id } },
        ...multipart([['cv', file]]),
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => invalidate(),
  });
}

/**
 * Imports CVs, each becoming a candidate unless a duplicate or unreadable (`POST
 * /candidates/import`, multipart `files` and `source`).
 */
export function useImportCandidateCvs() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateCandidates();
  return useMutation({
    mutationFn: async ({ files, source }: { files: File[]; source: CandidateSource }) => {
      const { data, error } = await fetchClient.POST('/candidates/import', {
        ...multipart([['source', source], ...files.map((file): [string, File] => ['files', file])]),
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (result) => (result.created > 0 ? invalidate() : undefined),
  });
}

/** A candidate's CV file as a blob (`GET /candidates/{id}/cv`). */
export function useCandidateCvFile() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: async (id: string): Promise<Blob> => {
      const { data, error } = await fetchClient.GET('/candidates/{id}/cv', {
        params: { path: { id } },
        parseAs: 'blob',
      });
      if (error !== undefined) throw error;
      return data as Blob;
    },
  });
}

/** Saves a candidate's CV under its own name (`GET /candidates/{id}/cv`). */
export function useDownloadCandidateCv() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: ({ id, fileName }: { id: string; fileName: string }) =>
      downloadAnswer(
        fetchClient.GET('/candidates/{id}/cv', { params: { path: { id } }, parseAs: 'blob' }),
        fileName,
      ),
  });
}

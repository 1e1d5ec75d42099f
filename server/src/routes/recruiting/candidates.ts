import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CANDIDATE_SOURCES, type CandidateSource } from '../../db/schema.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { listActivities } from '../../recruiting/activities.js';
import {
  addCandidate,
  findCandidateOrThrow,
  findDuplicates,
  mergeCandidates,
  presentCandidate,
  replaceCv,
  searchCandidates,
  updateCandidate,
} from '../../recruiting/candidates.js';
import { CV_MAX_BYTES, readCv } from '../../recruiting/cv-files.js';
import { CV_IMPORT_MAX_FILES, importCvs } from '../../recruiting/cv-import.js';
import { listCandidateDocuments } from '../../recruiting/documents.js';
import { pipelinesOfCandidate } from '../../recruiting/pipeline.js';
import {
  ActivityList,
  ActivityQuery,
  Candidate,
  CandidateDocumentList,
  CandidateDocumentQuery,
  CandidateDuplicate,
  CandidateDuplicateQuery,
  CandidateInput,
  CandidateSearchQuery,
  CandidateSearchResult,
  CvImportResult,
  MergeInput,
} from '../../recruiting/schemas.js';

const CvBody = z.instanceof(Buffer).meta({ description: 'The CV (PDF or DOCX)' });

/** `/candidates`: the CV database, its search, CV files, duplicates and merges; the activity log. */
export const candidateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, blobs } = ctx;

  async function candidateView(id: string) {
    const row = await findCandidateOrThrow(db, id);
    return {
      ...presentCandidate(row),
      cvText: row.cvText,
      pipelines: await pipelinesOfCandidate(db, id),
    };
  }

  app.get(
    '/candidates',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'searchCandidates',
        tags: ['recruiting'],
        summary:
          'Search the CV database: `search` over name, skills, city, positions and CV words (every word must match, the last as a prefix; `jkt` = Jakarta, `c++`, `node.js` kept), best matches first, with a CV snippet; filters by skills (all), city, source, experience and expected salary',
        querystring: CandidateSearchQuery,
        response: { 200: CandidateSearchResult, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => searchCandidates(db, request.query),
  );

  app.get(
    '/candidates/duplicates',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'findCandidateDuplicates',
        tags: ['recruiting'],
        summary:
          'Candidates with this email or phone (`+62 812…`, `0812…` and `62812…` are one number), for the form to warn before saving',
        querystring: CandidateDuplicateQuery,
        response: {
          200: z.object({ items: z.array(CandidateDuplicate) }),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => ({
      items: await findDuplicates(db, {
        email: request.query.email ?? null,
        phone: request.query.phone ?? null,
        excludeId: request.query.excludeId ?? null,
      }),
    }),
  );

  app.post(
    '/candidates',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'createCandidate',
        tags: ['recruiting'],
        summary:
          'Add a candidate (audited, logged); 409 `duplicate-candidate` naming the match when another has the email or phone, unless `allowDuplicate`',
        body: CandidateInput,
        response: { 201: Candidate, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const row = await addCandidate(db, blobs, request.body, actorOf(request));
      reply.code(201);
      return candidateView(row.id);
    },
  );

  app.post(
    '/candidates/import',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'importCandidateCvs',
        tags: ['recruiting'],
        summary: `Import up to ${CV_IMPORT_MAX_FILES} CVs (multipart fields \`files\`, PDF or DOCX, 10 MB each; optional field \`source\`): each becomes a candidate with the name, email, phone, city and skills its words give, unless its email or phone is already known (a duplicate, nothing created) or it cannot be read (refused with the reason)`,
        consumes: ['multipart/form-data'],
        response: {
          200: CvImportResult,
          400: Problem,
          401: Problem,
          403: Problem,
          413: Problem,
          415: Problem,
        },
      },
    },
    async (request) => {
      const files: { filename: string; bytes: Buffer; truncated: boolean }[] = [];
      let source: CandidateSource = 'import';
      // A file over the limit is refused on its own, with its name, not the whole import.
      // `parts()` honours `throwFileSizeLimit` as `file()` does; its type omits the option.
      const options = {
        limits: { fileSize: CV_MAX_BYTES, files: CV_IMPORT_MAX_FILES, fields: 5 },
        throwFileSizeLimit: false,
      } as Parameters<typeof request.parts>[0];
      for await (const part of request.parts(options)) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          files.push({ filename: part.filename, bytes, truncated: part.file.truncated });
        } else if (part.fieldname === 'source') {
          const value = String(part.value);
          if (!(CANDIDATE_SOURCES as readonly string[]).includes(value)) {
            const message = 'Choose where the CVs came from.';
            throw new HttpProblem(400, 'validation-failed', message, { source: message });
          }
          source = value as CandidateSource;
        }
      }
      if (files.length === 0) {
        const message = 'Choose the CVs to import.';
        throw new HttpProblem(400, 'validation-failed', message, { files: message });
      }
      const results = await importCvs(db, blobs, files, { source }, actorOf(request));
      return {
        created: results.filter((r) => r.outcome === 'created').length,
        duplicates: results.filter((r) => r.outcome === 'duplicate').length,
        refused: results.filter((r) => r.outcome === 'refused').length,
        files: results,
      };
    },
  );

  app.get(
    '/candidates/:id',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getCandidate',
        tags: ['recruiting'],
        summary: "A candidate, with the CV's words and the pipelines they stand in",
        params: IdParams,
        response: { 200: Candidate, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => candidateView(request.params.id),
  );

  app.put(
    '/candidates/:id',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'updateCandidate',
        tags: ['recruiting'],
        summary:
          'Change a candidate (audited, logged); 409 `duplicate-candidate` when the new email or phone is another candidate’s, unless `allowDuplicate`',
        params: IdParams,
        body: CandidateInput,
        response: {
          200: Candidate,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      await updateCandidate(db, request.params.id, request.body, actorOf(request));
      return candidateView(request.params.id);
    },
  );

  app.put(
    '/candidates/:id/cv',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'uploadCandidateCv',
        tags: ['recruiting'],
        summary:
          "Upload or replace a candidate's CV as multipart field `cv`: PDF or DOCX (by its bytes) up to 10 MB, its name without markup or slashes; its words are extracted and searchable at once",
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: Candidate,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          413: Problem,
          415: Problem,
        },
      },
    },
    async (request) => {
      await findCandidateOrThrow(db, request.params.id);
      const file = await request.file({
        limits: { fileSize: CV_MAX_BYTES, files: 1 },
        throwFileSizeLimit: false,
      });
      if (!file) {
        const message = 'Choose the CV to upload.';
        throw new HttpProblem(400, 'validation-failed', message, { cv: message });
      }
      const bytes = await file.toBuffer();
      const cv = await readCv({ filename: file.filename, bytes, truncated: file.file.truncated });
      await replaceCv(db, blobs, request.params.id, { ...cv, bytes }, actorOf(request));
      return candidateView(request.params.id);
    },
  );

  app.get(
    '/candidates/:id/cv',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getCandidateCv',
        tags: ['recruiting'],
        summary: "A candidate's CV file: a PDF inline, a DOCX as an attachment",
        params: IdParams,
        response: { 200: CvBody, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const row = await findCandidateOrThrow(db, request.params.id);
      const bytes = row.cvKey ? await blobs.get(row.cvKey) : null;
      if (!bytes) throw new HttpProblem(404, 'not-found', 'This candidate has no CV.');
      const inline = row.cvMimeType === 'application/pdf';
      reply
        .header('Content-Type', row.cvMimeType!)
        .header(
          'Content-Disposition',
          contentDisposition(row.cvFileName!, inline ? 'inline' : 'attachment'),
        )
        .header('Cache-Control', 'private, no-store');
      return reply.send(bytes);
    },
  );

  app.post(
    '/candidates/:id/merge',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'mergeCandidates',
        tags: ['recruiting'],
        summary:
          'Merge another candidate (a duplicate) into this one: this one keeps its data and takes what it lacks, every pipeline place (the further stage where both stood) and the activity log; the other is deleted (audited)',
        params: IdParams,
        body: MergeInput,
        response: { 200: Candidate, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      await mergeCandidates(
        db,
        blobs,
        request.params.id,
        request.body.duplicateId,
        actorOf(request),
      );
      return candidateView(request.params.id);
    },
  );

  app.get(
    '/candidate-activities',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listCandidateActivities',
        tags: ['recruiting'],
        summary:
          "The recruiting activity log, newest first: a candidate's, a requirement's, a recruiter's or everyone's",
        querystring: ActivityQuery,
        response: { 200: ActivityList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listActivities(db, request.query),
  );

  app.get(
    '/candidate-documents',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listCandidateDocuments',
        tags: ['recruiting'],
        summary:
          "Recruiting's documents: each candidate's CV on file (name, PDF or Word, size) or its absence, the most recently changed first; `search` over the candidate's and the file's names, `cv` to keep PDFs, Word files or the candidates without a CV; with the database's counts of each",
        querystring: CandidateDocumentQuery,
        response: { 200: CandidateDocumentList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listCandidateDocuments(db, request.query),
  );
};

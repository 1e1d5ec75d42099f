import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { submitApplication } from '../../public-links/vacancy-applications.js';
import { CV_MAX_BYTES, readCv } from '../../recruiting/cv-files.js';
import {
  ApplyResult,
  PublicVacancy,
  PublicVacancyList,
  PublicVacancyQuery,
  SlugParams,
} from '../../recruiting/schemas.js';
import {
  type ApplyInput,
  checkNotSpam,
  findPublishedVacancy,
  listPublishedVacancies,
  publicVacancy,
  reserveApplication,
} from '../../recruiting/vacancies.js';

/** The form's fields: what the website's apply form sends next to the CV file. */
/** The apply form always says when it was shown: without it, the minimum-time guard cannot hold. */
const FORM_TIME_MISSING = 'Reload the page and fill the form in again.';

const ApplyFields = z.object({
  fullName: z.string().trim().min(1, 'Enter your name.').max(120, 'Use at most 120 characters.'),
  email: z.email({ error: 'Enter your email address.' }).max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^(\+?[0-9 ()-]{6,30})?$/, 'Enter a phone number of digits, like +62 812 3456 7890.')
    .transform((v) => v || null),
  city: z.string().trim().max(80).default(''),
  coverLetter: z.string().trim().max(3000, 'Use at most 3,000 characters.').default(''),
  website: z.string().max(200).default(''),
  startedAt: z.coerce
    .number({ error: FORM_TIME_MISSING })
    .int(FORM_TIME_MISSING)
    .positive(FORM_TIME_MISSING),
});

/**
 * The company website's read API of published vacancies, and its apply endpoint: public, no
 * sign-in. Applying is throttled per address and per email, guarded against scripts (a hidden
 * field, a minimum time on the form), and takes a PDF or DOCX CV up to 10 MB.
 */
export const publicVacancyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, blobs } = ctx;

  app.get(
    '/vacancies',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listPublicVacancies',
        tags: ['public'],
        summary:
          'Published vacancies still open, newest first, for the company website: search (title, description, skills), category, location; the salary only where shown, never the client',
        querystring: PublicVacancyQuery,
        response: { 200: PublicVacancyList, 400: Problem },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return listPublishedVacancies(db, request.query);
    },
  );

  app.get(
    '/vacancies/:slug',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicVacancy',
        tags: ['public'],
        summary: 'A published vacancy by its slug; 404 once it is closed',
        params: SlugParams,
        response: { 200: PublicVacancy, 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return publicVacancy(await findPublishedVacancy(db, request.params.slug));
    },
  );

  app.post(
    '/vacancies/:slug/apply',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'applyToVacancy',
        tags: ['public'],
        summary: `Apply: multipart fields fullName, email, phone, city, coverLetter, startedAt (required: when the form was shown, ms; a form sent within 3 s of it, or without it, is refused 400), website (leave empty) and the file \`cv\` (PDF or DOCX, 10 MB, a plain name). A known email or phone applies as the known candidate. 409 when already applied; 413, 415 and 400 for the file; 429 past 5 applications an hour from one address or 3 a day from one email`,
        params: SlugParams,
        consumes: ['multipart/form-data'],
        response: {
          201: ApplyResult,
          400: Problem,
          404: Problem,
          409: Problem,
          413: Problem,
          415: Problem,
          429: Problem,
        },
      },
    },
    async (request, reply) => {
      const vacancy = (await findPublishedVacancy(db, request.params.slug)).vacancy;
      const fields: Record<string, string> = {};
      let file: { filename: string; bytes: Buffer; truncated: boolean } | null = null;
      const options = {
        limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 8_000 },
        throwFileSizeLimit: false,
      } as Parameters<typeof request.parts>[0];
      for await (const part of request.parts(options)) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'cv')
            file = { filename: part.filename, bytes, truncated: part.file.truncated };
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      const parsed = ApplyFields.safeParse(fields);
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
        );
        throw new HttpProblem(400, 'validation-failed', 'Check the fields marked.', errors);
      }
      const input: ApplyInput = parsed.data;
      const now = new Date();
      checkNotSpam(input, now.getTime());
      if (!file) {
        const message = 'Attach your CV (PDF or Word).';
        throw new HttpProblem(400, 'validation-failed', message, { cv: message });
      }
      const reservationId = await reserveApplication(
        db,
        { ip: request.ip, email: input.email.trim().toLowerCase(), vacancyId: vacancy.id },
        now,
      );
      const cv = await readCv(file);
      await submitApplication(
        db,
        blobs,
        vacancy,
        input,
        { ...cv, bytes: file.bytes },
        {
          ip: request.ip,
          reservationId,
          // The language they applied in, when the page says it (else Indonesian).
          ...(request.headers['accept-language'] ? { locale: requestLocale(request) } : {}),
        },
      );
      reply.code(201);
      return {
        received: true as const,
        // In the language the candidate applied in (their mail follows it too).
        message:
          requestLocale(request) === 'id'
            ? 'Terima kasih. Lamaran Anda sudah kami terima; rekruter akan menghubungi Anda.'
            : 'Thank you. Your application is in; the recruiter will contact you.',
      };
    },
  );
};

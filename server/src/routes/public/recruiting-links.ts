import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import {
  answerCv,
  answerInterview,
  answerOffer,
  confirmOffer,
} from '../../public-links/recruiting-answers.js';
import { clientCandidate, clientCvFile, clientCvList } from '../../recruiting/client-review.js';
import { candidateOffer } from '../../recruiting/offers.js';
import {
  CandidateLinkQuery,
  ClientCandidateParams,
  ClientLinkParams,
  ClientLinkQuery,
  ConfirmationInput,
  CvFeedbackInput,
  InterviewFeedbackInput,
  OfferResponseInput,
  PublicCandidate,
  PublicCvList,
  PublicOffer,
} from '../../recruiting/schemas.js';

const LINK_RESPONSES = { 400: Problem, 404: Problem, 410: Problem } as const;
const DECISION_RESPONSES = { ...LINK_RESPONSES, 409: Problem } as const;

/**
 * The client PIC's recruiting links: no sign-in; the token of the mailed link and the address it
 * went to are the credential. One token opens every CV sent for its requirement; each answer
 * (CV, interview feedback) is given once per candidate.
 */
export const publicClientReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, blobs } = ctx;

  app.get(
    '/client-reviews/:requirementId',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicCvList',
        tags: ['public'],
        summary:
          "Every CV sent for the link's requirement with the PIC's answers so far; 404 for an unknown token, another email or another requirement; 410 once the link expired",
        params: ClientLinkParams,
        querystring: ClientLinkQuery,
        response: { 200: PublicCvList, ...LINK_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return clientCvList(db, { ...request.query, requirementId: request.params.requirementId });
    },
  );

  app.get(
    '/client-reviews/:requirementId/candidates/:candidateId',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicCandidate',
        tags: ['public'],
        summary:
          'One candidate sent for the requirement (the first look is recorded for the recruiter); 404 for a candidate not sent for it',
        params: ClientCandidateParams,
        querystring: ClientLinkQuery,
        response: { 200: PublicCandidate, ...LINK_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return clientCandidate(db, { ...request.query, ...request.params });
    },
  );

  app.get(
    '/client-reviews/:requirementId/candidates/:candidateId/cv',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicCandidateCv',
        tags: ['public'],
        summary: "A sent candidate's CV file (a PDF inline, a DOCX as an attachment)",
        params: ClientCandidateParams,
        querystring: ClientLinkQuery,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The CV (PDF or DOCX)' }),
          ...LINK_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const candidate = await clientCvFile(db, { ...request.query, ...request.params });
      const bytes = await blobs.get(candidate.cvKey!);
      if (!bytes) throw new HttpProblem(404, 'not-found', 'This candidate has no CV.');
      const inline = candidate.cvMimeType === 'application/pdf';
      reply
        .header('Content-Type', candidate.cvMimeType!)
        .header(
          'Content-Disposition',
          contentDisposition(candidate.cvFileName!, inline ? 'inline' : 'attachment'),
        )
        .header('Cache-Control', 'private, no-store');
      return reply.send(bytes);
    },
  );

  app.post(
    '/client-reviews/:requirementId/candidates/:candidateId/cv-feedback',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'decidePublicCv',
        tags: ['public'],
        summary:
          'Accept the CV for an interview, or reject it with a reason, once: 409 `already-decided` naming who and when; 410 once the link expired',
        params: ClientCandidateParams,
        querystring: ClientLinkQuery.pick({ token: true }),
        body: CvFeedbackInput,
        response: { 200: PublicCandidate, ...DECISION_RESPONSES },
      },
    },
    async (request) => {
      const access = { token: request.query.token, email: request.body.email, ...request.params };
      await answerCv(db, ctx, {
        ...access,
        decision: request.body.decision,
        reason: request.body.reason,
        ip: request.ip,
      });
      ctx.mail.poke();
      return clientCandidate(db, access);
    },
  );

  app.post(
    '/client-reviews/:requirementId/candidates/:candidateId/interview-feedback',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'givePublicInterviewFeedback',
        tags: ['public'],
        summary:
          'Score a held interview (1–5), recommend, comment, once: 409 `already-decided`, or 409 before the interview took place; 410 once the link expired',
        params: ClientCandidateParams,
        querystring: ClientLinkQuery.pick({ token: true }),
        body: InterviewFeedbackInput,
        response: { 200: PublicCandidate, ...DECISION_RESPONSES },
      },
    },
    async (request) => {
      const access = { token: request.query.token, email: request.body.email, ...request.params };
      await answerInterview(db, ctx, { ...access, ...request.body, ip: request.ip });
      ctx.mail.poke();
      return clientCandidate(db, access);
    },
  );
};

/**
 * The candidate's offer link: confirm identity and data, then accept or decline, each once.
 */
export const publicOfferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/offers/:requirementId/candidates/:candidateId',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicOffer',
        tags: ['public'],
        summary:
          "The offer behind a candidate's link, with what they confirmed and answered so far; 404 for an unknown token, another email, or another requirement or candidate; 410 once it expired unanswered",
        params: ClientCandidateParams,
        querystring: CandidateLinkQuery,
        response: { 200: PublicOffer, ...LINK_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return candidateOffer(db, { ...request.query, ...request.params });
    },
  );

  app.post(
    '/offers/:requirementId/candidates/:candidateId/confirmation',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmPublicOffer',
        tags: ['public'],
        summary:
          'The candidate confirms their identity (NIK, birth date) and data, and gives what payroll needs (NPWP or none, marital status and dependants for the PTKP status, bank account, religion, emergency contact), once (409 `already-decided`); HR makes the employee from it',
        params: ClientCandidateParams,
        querystring: ClientLinkQuery.pick({ token: true }),
        body: ConfirmationInput,
        response: { 200: PublicOffer, ...DECISION_RESPONSES },
      },
    },
    async (request) => {
      const {
        email,
        npwp,
        noNpwp,
        maritalStatus,
        dependants,
        religion,
        bankName,
        bankAccountNumber,
        bankAccountName,
        emergencyContact,
        ...data
      } = request.body;
      return confirmOffer(
        db,
        { token: request.query.token, email, ...request.params, ip: request.ip },
        data,
        {
          npwp: noNpwp ? null : npwp,
          maritalStatus,
          dependants,
          religion,
          bankName,
          bankAccountNumber,
          bankAccountName,
          emergencyContact,
        },
      );
    },
  );

  app.post(
    '/offers/:requirementId/candidates/:candidateId/response',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'respondToPublicOffer',
        tags: ['public'],
        summary:
          'Accept the offer, or decline it with a reason, once, after confirming the data: 409 `already-decided`, or 409 before the confirmation',
        params: ClientCandidateParams,
        querystring: ClientLinkQuery.pick({ token: true }),
        body: OfferResponseInput,
        response: { 200: PublicOffer, ...DECISION_RESPONSES },
      },
    },
    async (request) => {
      const { email, decision, reason } = request.body;
      const answered = await answerOffer(
        db,
        ctx,
        { token: request.query.token, email, ...request.params, ip: request.ip },
        { decision, reason },
      );
      ctx.mail.poke();
      return answered;
    },
  );
};

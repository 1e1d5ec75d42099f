import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { myEmployee } from '../../people/current-employee.js';
import { myReferrals, referCandidate } from '../../recruiting/referrals.js';
import {
  JobRoleInput,
  JobTaxonomy,
  MyReferrals,
  PublicVacancyList,
  PublicVacancyQuery,
  ReferralInput,
  TaxonomyItem,
  TaxonomyKindParams,
  TaxonomyNameInput,
  Vacancy,
  VacancyInput,
  VacancyList,
  VacancyListQuery,
} from '../../recruiting/schemas.js';
import {
  deleteTaxonomyItem,
  saveSkill,
  storeCategory,
  storeRole,
  taxonomy,
} from '../../recruiting/taxonomy.js';
import {
  listPublishedVacancies,
  listVacancies,
  storeVacancy,
  vacancyView,
} from '../../recruiting/vacancies.js';

const WRITE = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem } as const;

/** The job portal behind the sign-in: the taxonomy, vacancies; and employees' referrals. */
export const jobPortalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, blobs } = ctx;

  app.get(
    '/job-taxonomy',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getJobTaxonomy',
        tags: ['job-portal'],
        summary:
          'Job categories with their roles, and skills: one taxonomy for recruiting and the job portal',
        response: { 200: JobTaxonomy, 401: Problem, 403: Problem },
      },
    },
    async () => taxonomy(db),
  );

  for (const kind of ['category', 'skill'] as const) {
    const path = kind === 'category' ? '/job-categories' : '/job-skills';
    const save = kind === 'category' ? storeCategory : saveSkill;
    const noun = kind === 'category' ? 'Category' : 'Skill';
    app.post(
      path,
      {
        config: { access: { permission: 'recruiting.manage' } },
        schema: {
          operationId: `createJob${noun}`,
          tags: ['job-portal'],
          summary: `Add a job ${kind} (409 \`name-taken\`)`,
          body: TaxonomyNameInput,
          response: { 201: TaxonomyItem, ...WRITE },
        },
      },
      async (request, reply) => {
        const row = await save(db, null, request.body.name, actorOf(request));
        reply.code(201);
        return { id: row.id, name: row.name };
      },
    );
    app.put(
      `${path}/:id`,
      {
        config: { access: { permission: 'recruiting.manage' } },
        schema: {
          operationId: `updateJob${noun}`,
          tags: ['job-portal'],
          summary: `Rename a job ${kind}`,
          params: IdParams,
          body: TaxonomyNameInput,
          response: { 200: TaxonomyItem, ...WRITE },
        },
      },
      async (request) => {
        const row = await save(db, request.params.id, request.body.name, actorOf(request));
        return { id: row.id, name: row.name };
      },
    );
  }

  app.post(
    '/job-roles',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'createJobRole',
        tags: ['job-portal'],
        summary: 'Add a role under a category (409 `name-taken`)',
        body: JobRoleInput,
        response: { 201: TaxonomyItem, ...WRITE },
      },
    },
    async (request, reply) => {
      const row = await storeRole(db, null, request.body, actorOf(request));
      reply.code(201);
      return { id: row.id, name: row.name };
    },
  );

  app.put(
    '/job-roles/:id',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'updateJobRole',
        tags: ['job-portal'],
        summary: 'Rename a role or move it to another category',
        params: IdParams,
        body: JobRoleInput,
        response: { 200: TaxonomyItem, ...WRITE },
      },
    },
    async (request) => {
      const row = await storeRole(db, request.params.id, request.body, actorOf(request));
      return { id: row.id, name: row.name };
    },
  );

  app.delete(
    '/job-taxonomy/:kind/:id',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'deleteJobTaxonomyItem',
        tags: ['job-portal'],
        summary: 'Delete a category (without roles), role or skill; 409 while vacancies use it',
        params: TaxonomyKindParams,
        response: { 204: z.null(), ...WRITE },
      },
    },
    async (request, reply) => {
      await deleteTaxonomyItem(db, request.params.kind, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/vacancies',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listVacancies',
        tags: ['job-portal'],
        summary: 'Vacancies (one per requirement), last changed first, with their applicants',
        querystring: VacancyListQuery,
        response: { 200: VacancyList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listVacancies(db, request.query),
  );

  app.get(
    '/vacancies/:id',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getVacancy',
        tags: ['job-portal'],
        summary: 'A vacancy',
        params: IdParams,
        response: { 200: Vacancy, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => vacancyView(db, request.params.id),
  );

  app.post(
    '/vacancies',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'createVacancy',
        tags: ['job-portal'],
        summary:
          'Publish a requirement as a vacancy (or keep it a draft); its address on the website is the slug. 409 when the requirement has one, or is fulfilled or cancelled',
        body: VacancyInput,
        response: { 201: Vacancy, ...WRITE },
      },
    },
    async (request, reply) => {
      const row = await storeVacancy(db, null, request.body, actorOf(request));
      reply.code(201);
      return vacancyView(db, row.id);
    },
  );

  app.put(
    '/vacancies/:id',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'updateVacancy',
        tags: ['job-portal'],
        summary: 'Change, publish or close a vacancy (audited)',
        params: IdParams,
        body: VacancyInput,
        response: { 200: Vacancy, ...WRITE },
      },
    },
    async (request) => {
      await storeVacancy(db, request.params.id, request.body, actorOf(request));
      return vacancyView(db, request.params.id);
    },
  );

  app.get(
    '/me/vacancies',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMyOpenVacancies',
        tags: ['job-portal'],
        summary: 'Open vacancies an employee may refer someone to (as the website lists them)',
        querystring: PublicVacancyQuery,
        response: { 200: PublicVacancyList, 400: Problem, 401: Problem },
      },
    },
    async (request) => listPublishedVacancies(db, request.query),
  );

  app.get(
    '/me/referrals',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMyReferrals',
        tags: ['job-portal'],
        summary:
          "The candidates I referred and each one's stage (404 `no-employee-record` without one)",
        response: { 200: MyReferrals, 401: Problem, 404: Problem },
      },
    },
    async (request) => myReferrals(db, (await myEmployee(request, db)).id),
  );

  app.post(
    '/me/referrals',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'referCandidate',
        tags: ['job-portal'],
        summary:
          'Refer someone to an open vacancy: a candidate (source referral) in its pipeline, remembered as mine; 409 `duplicate-candidate` when they are already in the CV database',
        body: ReferralInput,
        response: { 201: MyReferrals.shape.items.element, ...WRITE },
      },
    },
    async (request, reply) => {
      const employee = await myEmployee(request, db);
      const identity = identityOf(request);
      const row = await referCandidate(
        db,
        blobs,
        request.body,
        { employeeId: employee.id, name: identity.user.name },
        actorOf(request),
      );
      const { items } = await myReferrals(db, employee.id);
      reply.code(201);
      return items.find((i) => i.id === row.id)!;
    },
  );
};

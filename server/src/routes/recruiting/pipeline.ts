import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  addCandidatesToPipeline,
  moveApplicationStage,
  pipelineOf,
} from '../../recruiting/pipeline.js';
import {
  AddToPipelineInput,
  AddToPipelineResult,
  MoveInput,
  Pipeline,
  PipelineEntry,
} from '../../recruiting/schemas.js';

/** A requirement's pipeline: who stands where, adding candidates, moving them. */
export const pipelineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/requirements/:id/pipeline',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getRequirementPipeline',
        tags: ['recruiting'],
        summary: "Every candidate of a requirement's pipeline (at most 1,000), with their stage",
        params: IdParams,
        response: { 200: Pipeline, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => pipelineOf(db, request.params.id),
  );

  app.post(
    '/requirements/:id/pipeline',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'addToRequirementPipeline',
        tags: ['recruiting'],
        summary:
          "Add candidates to a requirement's pipeline at `sourced` (logged); those already there stay where they are; 409 `requirement-closed` once it is fulfilled or cancelled",
        params: IdParams,
        body: AddToPipelineInput,
        response: {
          200: AddToPipelineResult,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) =>
      addCandidatesToPipeline(db, request.params.id, request.body.candidateIds, actorOf(request)),
  );

  app.post(
    '/pipeline/:id/move',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'movePipelineEntry',
        tags: ['recruiting'],
        summary:
          "Move a candidate to another stage (logged in the candidate's activity): `fromStage` is the stage the mover saw (409 `stage-changed` if someone moved it meanwhile); rejected and withdrawn need a reason; `hired` is set by HR's hiring, not by a move",
        params: IdParams,
        body: MoveInput,
        response: {
          200: PipelineEntry,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const row = await moveApplicationStage(db, request.params.id, request.body, actorOf(request));
      const { items } = await pipelineOf(db, row.requirementId);
      return items.find((i) => i.id === row.id)!;
    },
  );
};

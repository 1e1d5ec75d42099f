import { describe, expect, it } from 'vitest';
// @ts-expect-error: the generator is a plain script (scripts/rules.mjs), without types
import { rulesModule } from '../scripts/rules.mjs';
import {
  createCandidateBody,
  createClientBody,
  createRoleBody,
  inviteUserBody,
} from './generated/rules';

/** A one-operation document with this request body. */
function documentWith(schema: unknown) {
  return {
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema } } },
        },
      },
    },
  };
}

describe('the request bodies’ field rules', () => {
  it('says what the server checks of each field of a body', () => {
    expect(createClientBody.legalName).toEqual({
      required: true,
      type: 'string',
      minLength: 1,
      maxLength: 200,
    });
    expect(createClientBody.paymentTermsDays).toEqual({
      required: true,
      type: 'integer',
      minimum: 0,
      maximum: 180,
    });
    expect(createClientBody.status).toMatchObject({
      required: true,
      enum: ['lead', 'prospect', 'active', 'inactive'],
    });
    // Each item of a list: `pics.*.name`.
    expect(createClientBody['pics.*.name']).toMatchObject({ required: true, maxLength: 120 });
  });

  it('asks for no value where an empty or missing one is accepted', () => {
    // null, '' or absent: optional, whatever its other rules.
    expect(createCandidateBody.email).toEqual({ type: 'string', maxLength: 254 });
    expect(createClientBody.address).toEqual({ type: 'string', maxLength: 500 });
    // A default fills it in.
    expect(createCandidateBody.experienceYears).not.toHaveProperty('required');
    // A checkbox's false is an answer.
    expect(createRoleBody.superAccess).toEqual({ type: 'boolean' });
    // A list needs an item only when its minimum says so.
    expect(createRoleBody.sections).not.toHaveProperty('required');
    expect(inviteUserBody.roleIds).toMatchObject({ required: true, minItems: 1 });
  });

  it('keeps a format instead of its generated pattern, and a pattern of its own', () => {
    const text: string = rulesModule({
      main: documentWith({
        type: 'object',
        properties: {
          on: {
            type: 'string',
            format: 'date',
            pattern: '^\\d{4}-\\d{2}-\\d{2}$',
          },
          code: { type: 'string', pattern: '^[A-Z]{2,4}$' },
          note: { anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] },
        },
        required: ['on', 'code', 'note'],
      }),
    });
    expect(text).toContain(
      'export const createThingBody = {"on":{"required":true,"type":"string","format":"date"},"code":{"required":true,"type":"string","pattern":"^[A-Z]{2,4}$"},"note":{"type":"string","maxLength":10}} as const satisfies BodyRules;',
    );
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks the fake API's answers against the committed OpenAPI document of its family
 * (`openapi/v4/main.json`, `openapi/v4/payroll.json`): the status must be one the operation declares, and a JSON body must
 * match that status's response schema. Schemas compile on first use, so a test file pays only
 * for the operations it fakes.
 */

type MediaType = { schema?: unknown };
type Operation = {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, MediaType> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** The service families the fake API can stand in for. */
export type FakeFamily = 'main' | 'payroll';

/** The repository's `openapi/v4/<family>.json`, found above this file (source or dist). */
function findDocument(family: FakeFamily): string {
  const DOCUMENT = join('openapi', 'v4', `${family}.json`);
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, DOCUMENT);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(
        `The fake API checks its answers against ${DOCUMENT}, which is not in any folder above ${fileURLToPath(import.meta.url)}.`,
      );
    }
    folder = parent;
  }
}

const loaded = new Map<FakeFamily, { document: OpenApiDocument; ajv: Ajv2020 }>();
const validators = new Map<string, ValidateFunction>();

function contract(family: FakeFamily) {
  let found = loaded.get(family);
  if (!found) {
    const document = JSON.parse(readFileSync(findDocument(family), 'utf8')) as OpenApiDocument;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(document as object, family);
    found = { document, ajv };
    loaded.set(family, found);
  }
  return found;
}

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** How one answer is checked: the operation, what it answered, and the body if JSON. */
export type Answer = {
  /** The service family answering; the main API when absent. */
  family?: FakeFamily;
  method: string;
  /** The OpenAPI path template, e.g. `/users/{id}`. */
  template: string;
  status: number;
  contentType: string;
  /** The parsed JSON body, or undefined for none or a non-JSON body. */
  body: unknown;
  hasBody: boolean;
};

/** What is wrong with a fake answer, in one sentence naming the operation, or null. */
export function contractViolation(answer: Answer): string | null {
  const family = answer.family ?? 'main';
  const { document, ajv } = contract(family);
  const method = answer.method.toLowerCase();
  const operation = document.paths[answer.template]?.[method];
  const name = `${answer.method} ${answer.template}`;
  if (!operation) return `${name}: the API has no such operation.`;
  const label = `${name} (${operation.operationId ?? 'no operationId'})`;
  // Any route can fail with a server error (a crash, a proxy, maintenance), declared or not.
  if (answer.status >= 500) return null;
  const responses = operation.responses ?? {};
  const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
    (key) => key in responses,
  );
  if (!statusKey) {
    return `${label} answered ${answer.status}, a status the API never gives (it declares ${Object.keys(responses).join(', ')}).`;
  }
  const content = responses[statusKey]?.content;
  if (!content) {
    return answer.hasBody
      ? `${label} answered ${answer.status} with a body, but the API sends none.`
      : null;
  }
  const mediaType = answer.contentType.split(';')[0]?.trim() ?? '';
  // The server declares problem documents as application/json and sends application/problem+json.
  const declared =
    mediaType in content ? mediaType : mediaType.endsWith('+json') ? 'application/json' : '';
  // A schema with nothing but a description (a file download) constrains neither type nor body.
  const open = Object.values(content).some((media) =>
    Object.keys(media.schema ?? {}).every((key) => key === 'description'),
  );
  if (!(declared in content) && open) return null;
  if (!(declared in content)) {
    return `${label} answered ${answer.status} as "${mediaType}", but the API sends ${Object.keys(content).join(', ')}.`;
  }
  if (!declared.includes('json') || content[declared]?.schema === undefined) return null;
  const ref = `${family}#/paths/${pointer(answer.template)}/${method}/responses/${statusKey}/content/${pointer(declared)}/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(answer.body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      const where = error.instancePath || '(body)';
      return `${where} ${error.message ?? ''}${extra ? ` "${extra}"` : ''}`;
    })
    .join('; ');
  return `${label} answered ${answer.status} with a body the response schema refuses: ${errors}.`;
}

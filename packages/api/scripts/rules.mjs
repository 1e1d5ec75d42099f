/**
 * The field rules of every request body, as plain data, from the OpenAPI documents: for each
 * operation with a JSON body, `export const <operationId>Body = { field: { required, maxLength,
 * … } }`. Forms turn them into react-hook-form rules (@staffdesk/kit `useSchemaFields`), so a form
 * checks what the server's zod schema checks without writing it again. One export per body, so a
 * page's bundle keeps only its own.
 *
 * Paths: `name`, `address.city` (an object's field), `pics.*.email` (each item of an array).
 */

const FORMATS = new Set(['email', 'date', 'date-time', 'uuid', 'uri']);
const MAX_DEPTH = 3;

/** The branches of a schema that are not `null` and not the empty-string-only `enum: ['']`. */
function branches(schema) {
  if (!schema || typeof schema !== 'object') return { list: [], nullable: false, empty: false };
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    let nullable = false;
    let empty = false;
    const list = [];
    for (const branch of schema.anyOf ?? schema.oneOf) {
      const inner = branches(branch);
      nullable ||= inner.nullable;
      empty ||= inner.empty;
      list.push(...inner.list);
    }
    return { list, nullable, empty };
  }
  if (schema.type === 'null') return { list: [], nullable: true, empty: false };
  if (schema.type === 'string' && Array.isArray(schema.enum) && schema.enum.join('') === '') {
    return { list: [], nullable: false, empty: true };
  }
  return { list: [schema], nullable: false, empty: false };
}

function rejectsEmpty(rule) {
  // A checkbox's false and an empty list are answers, not missing ones.
  if (rule.type === 'boolean' || rule.type === 'object') return false;
  if (rule.type === 'array') return (rule.minItems ?? 0) > 0;
  if (rule.type !== 'string') return true;
  if ((rule.minLength ?? 0) > 0) return true;
  if (rule.enum && !rule.enum.includes('')) return true;
  if (rule.format) return true;
  if (rule.pattern && !new RegExp(rule.pattern).test('')) return true;
  return false;
}

/** One field's rule; `required` when the body needs it and an empty value would be refused. */
function ruleOf(schema, inRequiredList) {
  const { list, nullable, empty } = branches(schema);
  const main = list[0];
  if (!main) return null;
  const rule = {};
  if (typeof main.type === 'string') rule.type = main.type;
  if (main.format && FORMATS.has(main.format)) rule.format = main.format;
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'minItems']) {
    if (typeof main[key] === 'number') rule[key] = main[key];
  }
  if (typeof main.exclusiveMinimum === 'number') rule.exclusiveMinimum = main.exclusiveMinimum;
  if (typeof main.exclusiveMaximum === 'number') rule.exclusiveMaximum = main.exclusiveMaximum;
  // A format (uuid, date) says what its long generated pattern says.
  if (typeof main.pattern === 'string' && !rule.format) rule.pattern = main.pattern;
  if (Array.isArray(main.enum)) rule.enum = main.enum.filter((value) => value !== '');
  if (inRequiredList && !nullable && !empty && main.default === undefined && rejectsEmpty(rule)) {
    return { required: true, ...rule };
  }
  return rule;
}

function walk(schema, prefix, requiredList, depth, out) {
  const properties = schema?.properties ?? {};
  const required = new Set(requiredList ?? []);
  for (const [name, property] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const rule = ruleOf(property, required.has(name));
    if (!rule) continue;
    const main = branches(property).list[0];
    if (rule.type === 'object') {
      if (depth < MAX_DEPTH) walk(main, path, main.required, depth + 1, out);
      continue;
    }
    out[path] = rule;
    if (rule.type === 'array' && depth < MAX_DEPTH) {
      const items = branches(main.items).list[0];
      if (items?.type === 'object') walk(items, `${path}.*`, items.required, depth + 1, out);
      else if (items) {
        const item = ruleOf(items, true);
        if (item && Object.keys(item).some((key) => key !== 'type' && key !== 'required')) {
          out[`${path}.*`] = item;
        }
      }
    }
  }
}

function resolve(document, schema) {
  let current = schema;
  while (current?.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = document.components?.schemas?.[name];
  }
  return current;
}

/**
 * The text of `src/generated/rules.ts` from the documents (`{ family: document }`).
 * @param {Record<string, any>} documents
 */
export function rulesModule(documents) {
  const exports = [];
  for (const [family, document] of Object.entries(documents)) {
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = resolve(
          document,
          operation?.requestBody?.content?.['application/json']?.schema,
        );
        if (schema?.type !== 'object' || !operation.operationId) continue;
        const out = {};
        walk(schema, '', schema.required, 0, out);
        if (Object.keys(out).length === 0) continue;
        exports.push({
          name: `${operation.operationId}Body`,
          comment: `${method.toUpperCase()} ${path} (${family})`,
          out,
        });
      }
    }
  }
  exports.sort((a, b) => a.name.localeCompare(b.name));
  const lines = [
    '// Generated by `npm run generate -w @staffdesk/api` from openapi/v4 (scripts/rules.mjs). Do not edit.',
    '// The field rules of each request body: what a form checks before it sends.',
    '',
    '/** What the server accepts in one field of a request body. */',
    'export interface FieldRule {',
    '  /** The body needs a value here, and an empty one is refused. */',
    '  readonly required?: true;',
    "  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';",
    "  readonly format?: 'email' | 'date' | 'date-time' | 'uuid' | 'uri';",
    '  readonly minLength?: number;',
    '  readonly maxLength?: number;',
    '  readonly minimum?: number;',
    '  readonly maximum?: number;',
    '  readonly exclusiveMinimum?: number;',
    '  readonly exclusiveMaximum?: number;',
    '  readonly minItems?: number;',
    '  readonly maxItems?: number;',
    '  /** A JavaScript regular expression source the whole value matches. */',
    '  readonly pattern?: string;',
    '  readonly enum?: readonly (string | number | boolean)[];',
    '}',
    '',
    "/** A body's rules by field path (`name`, `address.city`, `pics.*.email`). */",
    'export type BodyRules = Readonly<Record<string, FieldRule>>;',
    '',
  ];
  for (const { name, comment, out } of exports) {
    lines.push(`/** ${comment} */`);
    lines.push(`export const ${name} = ${JSON.stringify(out)} as const satisfies BodyRules;`);
    lines.push('');
  }
  return lines.join('\n');
}

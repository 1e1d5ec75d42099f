/**
 * Values for the OpenAPI-driven fuzz: a seeded random source, a valid value for a JSON Schema,
 * and the hostile variants of it (wrong types, extremes, control characters, odd Unicode).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  additionalProperties?: unknown;
};

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  'esc\u001b[31m',
  '\u202eRTL override\u202c',
  'שלום עולם',
  'مرحبا',
  '医生.pdf',
  'surat dokter – Agus',
  '👩‍⚕️🇮🇩',
  'lone \ud800 surrogate',
  'Z\u0351\u0352\u0353algo',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  ' ',
  '',
];

export const WRONG_TYPES: unknown[] = [
  123,
  -1,
  1.5,
  true,
  null,
  [],
  ['x'],
  {},
  { nested: 'x' },
  'not-a-number',
];

/** The schema a `$ref` points at (`#/components/schemas/X`). */
export function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>) {
  let current = schema;
  for (let i = 0; i < 10 && current.$ref; i++) {
    current = components[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

function validString(schema: JsonSchema, random: Random, context: FuzzContext) {
  switch (schema.format) {
    case 'date':
      return random.pick(['2026-06-15', '2026-07-01', '2025-12-31', '2026-05-29']);
    case 'date-time':
      return '2026-06-15T02:00:00.000Z';
    case 'email':
      return random.pick(['hr@staffdesk.local', `fuzz.${random.int(1, 9999)}@example.co.id`]);
    case 'uuid':
      return random.chance(0.6) && context.ids.length > 0
        ? random.pick(context.ids)
        : crypto.randomUUID();
    case 'uri':
      return 'https://example.co.id/x';
  }
  if (schema.pattern === '^\\d{16}$' || schema.pattern?.includes('\\d{16}')) {
    return String(random.int(1000000000, 9999999999)).padEnd(16, '7');
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const base = random.pick(['Fuzz value', 'Agus Pratama', 'Jakarta', 'x']);
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

export type FuzzContext = {
  components: Record<string, JsonSchema>;
  /** Real ids of the seeded data, so some requests reach existing records. */
  ids: string[];
};

/** A value that should pass the schema (best effort: some patterns are not modelled). */
export function validValue(
  input: JsonSchema,
  random: Random,
  context: FuzzContext,
  depth = 0,
): unknown {
  const schema = resolveRef(input, context.components);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((b) => b.type !== 'null');
    return validValue(random.pick(nonNull.length > 0 ? nonNull : branches), random, context, depth);
  }
  if (schema.allOf) return validValue(schema.allOf[0]!, random, context, depth);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  if (depth > 6) return type === 'array' ? [] : type === 'object' ? {} : null;
  switch (type) {
    case 'string':
      return validString(schema, random, context);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      const max = Math.min(schema.maximum ?? 100, min + 100);
      return schema.default !== undefined && random.chance(0.3)
        ? schema.default
        : random.int(min, max);
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(
        schema.minItems ?? 0,
        random.int(0, Math.min(2, schema.maxItems ?? 2)),
      );
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, random, context, depth + 1),
      );
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : 'x';
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        if (schema.required?.includes(name) || random.chance(0.5)) {
          out[name] = validValue(property, random, context, depth + 1);
        }
      }
      return out;
    }
    default:
      return null;
  }
}

/** An extreme value for a schema: just past its limits, or very large. */
export function extremeValue(input: JsonSchema, random: Random, context: FuzzContext): unknown {
  const schema = resolveRef(input, context.components);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    return random.pick([
      (schema.maximum ?? 0) + 1,
      (schema.minimum ?? 0) - 1,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      1e308,
      0,
      0.000001,
    ]);
  }
  if (type === 'array') return Array.from({ length: random.pick([1000, 5000]) }, () => 'x');
  if (schema.format === 'date') return random.pick(['9999-12-31', '0001-01-01', '2026-02-30']);
  return 'x'.repeat(random.pick([(schema.maxLength ?? 200) + 1, 10_000, 100_000]));
}

/** An object nested `levels` deep. */
export function deeplyNested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value, list: [value === 'bottom' ? 1 : 0] };
  return value;
}

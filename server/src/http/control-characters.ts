import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem.js';

/** C0 controls but tab, LF and CR; DEL; the C1 controls. Never part of a name, a note or an id. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** In a query or path value even tab, LF and CR are refused: those are single-line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const MAX_DEPTH = 64;

function codePoint(text: string, pattern: RegExp) {
  const found = pattern.exec(text)?.[0] ?? '';
  return `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first string of `value` (walked through objects and arrays) holding a control character,
 * as `[field path, code point]`, or null. Keys are checked as well as values.
 */
export function findControlCharacter(
  value: unknown,
  path: string,
  multiLine: boolean,
  depth = 0,
): [string, string] | null {
  const pattern = multiLine ? IN_TEXT : IN_LINE;
  if (typeof value === 'string')
    return pattern.test(value) ? [path, codePoint(value, pattern)] : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}.${key}` : path ? `${path}.${key}` : key;
    if (IN_LINE.test(key)) return [at, codePoint(key, IN_LINE)];
    const found = findControlCharacter(item, at, multiLine, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 of a text with a control character in it. */
export function refuseControlCharacters(value: unknown, part: string, multiLine: boolean) {
  const found = findControlCharacter(value, '', multiLine);
  if (!found) return;
  const [field, code] = found;
  const message = `Remove the control character (${code}): it cannot be stored.`;
  throw new HttpProblem(400, 'control-character', message, { [field || part]: message });
}

/**
 * The one edge check of every request: no NUL or other control character in the path values,
 * the query or any text of a JSON body (tab, LF and CR only in the body, where text may span
 * lines). It runs before the schemas, so no route has to repeat it and none reaches the database.
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, 'params', false);
    refuseControlCharacters(request.query, 'query', false);
    refuseControlCharacters(request.body, 'body', true);
  });
}

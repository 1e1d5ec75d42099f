import type { MainPaths, PayrollPaths } from '@staffdesk/api';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** `/users/{id}` → `/users/:id`: the fake API writes path parameters as react-router does. */
type ColonPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${ColonPath<Tail>}`
  : P;

type KeysOf<Paths, P extends keyof Paths & string, Prefix extends string> = {
  [M in Method]: [NonNullable<Paths[P][M & keyof Paths[P]]>] extends [never]
    ? never
    : `${Uppercase<M>} ${Prefix}${ColonPath<P>}`;
}[Method];

/**
 * Every route the main API has, as the fake API names it (`'GET /users/:id'`). Generated from
 * the OpenAPI document, so a fake for a path or method the server does not have fails to compile.
 */
export type FakeRouteKey =
  | { [P in keyof MainPaths & string]: KeysOf<MainPaths, P, ''> }[keyof MainPaths & string]
  | {
      [P in keyof PayrollPaths & string]: KeysOf<PayrollPaths, P, typeof PAYROLL_PREFIX>;
    }[keyof PayrollPaths & string];

/** Payroll routes are named below this prefix: `'GET /payroll/runs/:id'` is `/payroll/v4/runs/{id}`. */
export const PAYROLL_PREFIX = '/payroll';

/** `/users/:id` → `/users/{id}`, the path template of the OpenAPI document. */
export function openApiTemplate(pattern: string): string {
  const path = pattern.startsWith(`${PAYROLL_PREFIX}/`)
    ? pattern.slice(PAYROLL_PREFIX.length)
    : pattern;
  return path.replace(/:([^/]+)/g, '{$1}');
}

/** Which family a fake route belongs to. */
export function familyOf(pattern: string) {
  return pattern.startsWith(`${PAYROLL_PREFIX}/`) ? ('payroll' as const) : ('main' as const);
}

import type { MainPaths } from '@staffdesk/api';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** `/users/{id}` → `/users/:id`: the fake API writes path parameters as react-router does. */
type ColonPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${ColonPath<Tail>}`
  : P;

type KeysOf<P extends keyof MainPaths & string> = {
  [M in Method]: [NonNullable<MainPaths[P][M]>] extends [never]
    ? never
    : `${Uppercase<M>} ${ColonPath<P>}`;
}[Method];

/**
 * Every route the main API has, as the fake API names it (`'GET /users/:id'`). Generated from
 * the OpenAPI document, so a fake for a path or method the server does not have fails to compile.
 */
export type FakeRouteKey = { [P in keyof MainPaths & string]: KeysOf<P> }[keyof MainPaths & string];

/** `/users/:id` → `/users/{id}`, the path template of the OpenAPI document. */
export function openApiTemplate(pattern: string): string {
  return pattern.replace(/:([^/]+)/g, '{$1}');
}

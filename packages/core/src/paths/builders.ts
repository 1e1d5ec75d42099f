import type { RouteParam } from '@staffdesk/api/links';
import type { FormMode } from './paths';

type Id = RouteParam;

/** Whether a pattern is a form page's: its `:type` is the mode (`add`, `edit`, `view`). */
type IsFormPage<P extends string> = P extends
  | `${string}/:type/:id?`
  | `${string}/:type/:${string}Id?`
  ? true
  : P extends `${string}/form/:type${string}`
    ? true
    : false;

/** The argument a pattern's `:name` takes: a form page's mode, or any id or word. */
type ParamArgument<Name extends string, Form> = Name extends 'type'
  ? Form extends true
    ? FormMode
    : Id
  : Id;

/** A pattern's parameters as positional arguments, in the order the pattern names them. */
type ArgumentsOf<P extends string, Form = IsFormPage<P>> = P extends `${infer Head}/${infer Tail}`
  ? [...SegmentArgument<Head, Form>, ...ArgumentsOf<Tail, Form>]
  : SegmentArgument<P, Form>;
type SegmentArgument<S extends string, Form> = S extends `:${infer Name}?`
  ? [ParamArgument<Name, Form>?]
  : S extends `:${infer Name}`
    ? [ParamArgument<Name, Form>]
    : [];

/** A builder per pattern, in the same tree as the patterns. */
export type PathBuilders<T> = {
  [K in keyof T]: T[K] extends string
    ? (...parameters: ArgumentsOf<T[K]>) => string
    : PathBuilders<T[K]>;
};

/** Fills a pattern's parameters, in order, URL-encoded; a missing optional one is left out. */
function fillInOrder(pattern: string, values: readonly (Id | undefined)[]): string {
  let next = 0;
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = values[next++];
    if (value === undefined || value === '') {
      if (segment.endsWith('?')) continue;
      throw new Error(`The path ${pattern} needs a value for "${segment.slice(1)}".`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.join('/') || '/';
}

export function buildersOf<T extends object>(patterns: T): PathBuilders<T> {
  return Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => [
      name,
      typeof pattern === 'string'
        ? (...values: (Id | undefined)[]) => fillInOrder(pattern, values)
        : buildersOf(pattern as object),
    ]),
  ) as PathBuilders<T>;
}

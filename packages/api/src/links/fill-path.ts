/** A route parameter value; numbers are written in base 10. */
export type RouteParam = string | number;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a react-router path pattern needs, e.g. `{ token, email }`. */
export type PathParams<P extends string> = {
  [K in RequiredParam<Segments<P>>]: RouteParam;
} & {
  [K in OptionalParam<Segments<P>>]?: RouteParam | undefined;
};

/**
 * Fills a react-router path pattern with URL-encoded parameters. An optional segment (`:id?`)
 * without a value is left out; a required one without a value is a programming error.
 */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, RouteParam | undefined>;
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`The path ${pattern} needs a value for "${name}".`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.join('/') || '/';
}

/** A query string (with its `?`) from the defined entries, or `''` when there are none. */
export function queryString(query: Record<string, RouteParam | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A pattern relative to a parent route's path, for nested route objects:
 * `relativePattern('/human-resource/employee/detail/:id', '/human-resource')` →
 * `'employee/detail/:id'`.
 */
export function relativePattern(pattern: string, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (pattern === base || `${pattern}/` === prefix) return '';
  if (!pattern.startsWith(prefix)) {
    throw new Error(`The path ${pattern} is not under ${base}.`);
  }
  return pattern.slice(prefix.length);
}

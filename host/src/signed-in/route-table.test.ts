import { routePatterns } from '@staffdesk/core';
import { publicLinkRoutes, signedOutRoutes } from '@staffdesk/public';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECTIONS_IN_APP } from './sections';

type Tree = { [key: string]: string | Tree };

/** Every pattern of the route table (product-spec §2), once each. */
function seedPatterns(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : seedPatterns(value),
  );
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base === '/' ? '' : base}/${path}`.replace(/\/$/, '') || '/';

/** The full pattern of every route that shows a page (redirects aside), as bound. */
function pagePatterns(routes: RouteObject[], base: string): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? base : route.path === undefined ? base : join(base, route.path);
    // A splat (`*`) is a fallback (sign-in, not found), not an address of the table.
    const page = isValidElement(route.element) && route.element.type !== Navigate;
    const own = page && route.path !== '*' ? [here] : [];
    return [...own, ...pagePatterns(route.children ?? [], here)];
  });
}

/** What a route set binds that the table does not have, and what it binds twice. */
function check(bound: string[], seed: Set<string>) {
  return {
    notInTable: bound.filter((pattern) => !seed.has(pattern)),
    boundTwice: bound.filter((pattern, index) => bound.indexOf(pattern) !== index),
  };
}

describe('the route table', () => {
  const seed = new Set(seedPatterns(routePatterns as unknown as Tree));

  it('binds only the signed-out addresses of product-spec §2.1, each once', () => {
    expect(check(pagePatterns(signedOutRoutes, '/'), seed)).toEqual({
      notInTable: [],
      boundTwice: [],
    });
  });

  it('binds only the signed-in addresses of product-spec §2, each once, in one section', async () => {
    const bound = pagePatterns(publicLinkRoutes, '/');
    for (const section of SECTIONS_IN_APP) {
      const routes = typeof section.routes === 'function' ? await section.routes() : section.routes;
      bound.push(...pagePatterns(routes, section.basePath));
    }
    expect(check(bound, seed)).toEqual({ notInTable: [], boundTwice: [] });
    // 137 of the table's addresses are built (a page not built yet is not registered yet).
    expect(new Set(bound).size).toBeGreaterThanOrEqual(137);
  });
});

import { fillPath, links, queryString, relativePattern } from '@staffdesk/api/links';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../flags/flags';
import { paths } from './paths';
import { routePatterns } from './route-patterns';

type Tree = { [key: string]: string | Tree | ((...args: never[]) => string) };

/** Every builder with the pattern at the same place in `routePatterns`. */
function pairs(
  builders: Tree,
  patterns: Tree,
  trail: string[] = [],
): [string, (...args: string[]) => string, string][] {
  const found: [string, (...args: string[]) => string, string][] = [];
  for (const [key, builder] of Object.entries(builders)) {
    const pattern = patterns[key];
    const name = [...trail, key].join('.');
    if (typeof builder === 'function') {
      if (typeof pattern !== 'string') throw new Error(`No pattern for paths.${name}`);
      found.push([name, builder as unknown as (...args: string[]) => string, pattern]);
    } else if (typeof builder === 'object') {
      if (typeof pattern !== 'object') throw new Error(`No patterns for paths.${name}`);
      found.push(...pairs(builder, pattern, [...trail, key]));
    }
  }
  return found;
}

function countPatterns(tree: Tree): number {
  return Object.values(tree).reduce<number>(
    (sum, value) => sum + (typeof value === 'string' ? 1 : countPatterns(value as Tree)),
    0,
  );
}

describe('paths', () => {
  const { section: _section, ...builders } = paths;
  const all = pairs(builders as unknown as Tree, routePatterns as unknown as Tree);

  it('has a builder for every route pattern', () => {
    expect(all.length).toBe(countPatterns(routePatterns as unknown as Tree));
    expect(all.length).toBeGreaterThan(200);
  });

  it.each(all)('paths.%s builds a path its pattern matches', (_name, build, pattern) => {
    // One value per parameter of the pattern, in its order (a builder takes them so).
    const parameters = pattern.split('/').filter((segment) => segment.startsWith(':'));
    const args = parameters.map((_, index) => `value-${index}`);
    const path = build(...args).split('?')[0] ?? '';
    const match = matchPath(pattern, path);
    expect(match).not.toBeNull();
    expect(Object.values(match?.params ?? {})).toEqual(args);
  });

  it('writes the password links as the server’s mails do', () => {
    for (const token of ['r t', 'abc', undefined]) {
      expect(paths.resetPassword(token)).toBe(links.resetPassword(token));
      expect(paths.setPassword(token)).toBe(links.setPassword(token));
    }
  });

  it('builds the public links', () => {
    expect(paths.signIn()).toBe('/sign-in');
    expect(paths.forgotPassword()).toBe('/forgot-password');
    expect(paths.resetPassword('r t')).toBe('/reset-password?token=r+t');
    expect(paths.leaveApproval('tok', 'pic@client.co.id')).toBe(
      '/leaves/tok/approvalby/pic%40client.co.id',
    );
    expect(paths.approverThanks('leave')).toBe('/pic/thanks-page/leave');
    expect(paths.candidateResponse('r1', 'c1')).toBe(
      '/candidate/public/requirement/r1/candidate/c1/candidate_response',
    );
    expect(paths.timesheetRequestApproval('all', 'tok')).toBe('/pic/request_timesheet/all/tok');
    expect(paths.signInRequired()).toBe('/sign-in-required');
  });

  it('builds the general signed-in pages', () => {
    expect(paths.home()).toBe('/');
    expect(paths.userManagement.list()).toBe('/user-management');
    expect(paths.userManagement.user('edit', 42)).toBe('/user-management/user/form/edit/42');
    expect(paths.userManagement.user('add')).toBe('/user-management/user/form/add');
    expect(paths.emailNotification.form('view', 'x')).toBe('/email-notification/form/view/x');
  });

  it('builds a page of every section', () => {
    expect(paths.websiteCms.articles.form('edit', 'a1')).toBe('/website-cms/articles/form/edit/a1');
    expect(paths.jobPortal.jobVacancies.listCandidates(7)).toBe(
      '/job-portal/job-vacancies/list-candidates/7',
    );
    expect(paths.employee.leavesDashboard()).toBe('/employee/leaves-dashboard');
    expect(paths.humanResource.employee.list()).toBe('/human-resource/employee');
    expect(paths.humanResource.employee.detail('e1')).toBe('/human-resource/employee/detail/e1');
    expect(paths.oldBizdev.clients.detail('c1')).toBe('/old-bizdev/clients/c1');
    expect(paths.bizdev.clients.detail('c1')).toBe('/bizdev/clients/c1');
    expect(paths.bizdev.teams.diaryForm('t1', 'add')).toBe('/bizdev/teams/t1/diary/form/add');
    expect(paths.recruiter.cvDatabase()).toBe('/recruiter/cv-database');
    expect(paths.finance.masterData.billingMethod()).toBe('/finance/master-data/billing-method');
    expect(paths.accountingAndTax.pph21.ter()).toBe('/accounting-and-tax/master-pph21/ter');
  });

  it('gives every section its base path', () => {
    expect(SECTIONS.map((section) => paths.section(section))).toEqual([
      '/website-cms',
      '/job-portal',
      '/employee',
      '/human-resource',
      '/old-bizdev',
      '/bizdev',
      '/recruiter',
      '/finance',
      '/accounting-and-tax',
    ]);
  });

  it('URL-encodes parameters so they stay one segment', () => {
    expect(paths.leaveApproval('a/b?c#d', 'x y@z')).toBe(
      '/leaves/a%2Fb%3Fc%23d/approvalby/x%20y%40z',
    );
    // What a page's useParams() reads, as the router decodes the path before matching.
    const [match] =
      matchRoutes([{ path: routePatterns.leaveApproval }], paths.leaveApproval('a/b', 'é@x')) ?? [];
    expect(match?.params).toEqual({ token: 'a/b', email: 'é@x' });
  });

  it('refuses an empty required parameter', () => {
    expect(() => paths.leaveApproval('', 'x@y')).toThrow(/token/);
  });
});

describe('the links the server sends', () => {
  const patterns: string[] = [];
  const collect = (tree: Tree) => {
    for (const value of Object.values(tree)) {
      if (typeof value === 'string') patterns.push(value);
      else if (typeof value === 'object') collect(value);
    }
  };
  collect(routePatterns as unknown as Tree);

  const builders = Object.entries(links) as [string, (...values: string[]) => string][];
  it.each(builders)('links.%s opens a route of routePatterns', (_name, build) => {
    const args = Array.from({ length: build.length }, (_, index) => `value-${index}`);
    const path = build(...args).split('?')[0] ?? '';
    expect(patterns.some((pattern) => matchPath(pattern, path))).toBe(true);
  });

  it('never links to a page that does not exist', () => {
    expect(patterns.some((pattern) => matchPath(pattern, '/employee/leaves'))).toBe(false);
  });
});

describe('fillPath and friends', () => {
  it('leaves out an optional segment without a value', () => {
    expect(fillPath('/a/:type/:id?', { type: 'add' })).toBe('/a/add');
    expect(fillPath('/a/:type/:id?', { type: 'edit', id: 3 })).toBe('/a/edit/3');
  });

  it('writes a query string from defined entries only', () => {
    expect(queryString({ a: 1, b: undefined, c: '' })).toBe('?a=1');
    expect(queryString({})).toBe('');
  });

  it('makes a pattern relative to its section for nested routes', () => {
    expect(relativePattern(routePatterns.humanResource.employee.detail, '/human-resource')).toBe(
      'employee/detail/:employeeId',
    );
    expect(relativePattern('/bizdev', '/bizdev')).toBe('');
    expect(() => relativePattern('/finance/x', '/bizdev')).toThrow();
  });
});

import { visibleSections } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jobPortalSection } from './index';
import { jobPortalRoutes } from './routes';

function matched(path: string) {
  const routes = [{ path: '/job-portal', children: jobPortalRoutes }];
  return matchRoutes(routes, path)?.at(-1);
}

const ID = '0b9e9f0e-2f7a-4a39-9a57-2b8a7e0c1d11';

describe('jobPortalSection', () => {
  it('is the job portal under /job-portal, guarded by its flag, its menu needing recruiting.read', () => {
    expect(jobPortalSection).toMatchObject({
      id: 'job-portal',
      basePath: '/job-portal',
      flag: 'job-portal',
    });
    const [seen] = visibleSections([jobPortalSection], {
      canEnter: () => true,
      holds: () => true,
      isEmployee: false,
    });
    expect(seen?.title).toBe('Job portal');
    expect(seen?.nav.map(({ href, permission }) => ({ href, permission }))).toEqual([
      { href: '/job-portal/job-vacancies/list', permission: 'recruiting.read' },
      { href: '/job-portal/job-vacancies/search-candidates', permission: 'recruiting.read' },
      { href: '/job-portal/job-categories', permission: 'recruiting.read' },
      { href: '/job-portal/job-roles', permission: 'recruiting.read' },
      { href: '/job-portal/job-skills', permission: 'recruiting.read' },
    ]);
    const [without] = visibleSections([jobPortalSection], {
      canEnter: () => true,
      holds: () => false,
      isEmployee: false,
    });
    expect(without?.nav ?? []).toEqual([]);
  });

  it('routes each page to its own pattern, and nothing it has not built', () => {
    const expected: Record<string, string> = {
      '/job-portal/job-vacancies/list': 'job-vacancies/list',
      '/job-portal/job-vacancies/search-candidates': 'job-vacancies/search-candidates',
      [`/job-portal/job-vacancies/list-candidates/${ID}`]: 'job-vacancies/list-candidates/:id',
      '/job-portal/job-vacancies/add': 'job-vacancies/:type/:id?',
      [`/job-portal/job-vacancies/edit/${ID}`]: 'job-vacancies/:type/:id?',
      [`/job-portal/job-vacancies/view/${ID}`]: 'job-vacancies/:type/:id?',
      '/job-portal/job-categories': 'job-categories',
      '/job-portal/job-roles': 'job-roles',
      '/job-portal/job-skills': 'job-skills',
    };
    for (const [path, pattern] of Object.entries(expected)) {
      expect(matched(path)?.route.path, path).toBe(pattern);
    }
    // The taxonomy's forms are dialogs on the lists.
    for (const path of [
      '/job-portal/job-categories/form/add',
      '/job-portal/job-roles/form/add',
      `/job-portal/job-skills/form/edit/${ID}`,
      '/job-portal/report',
    ]) {
      expect(matched(path)?.route.path ?? null, path).toBeNull();
    }
  });
});

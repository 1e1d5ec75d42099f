import { visibleSections } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recruiterSection } from './index';
import { recruiterRoutes } from './routes';

function matched(path: string) {
  const routes = [{ path: '/recruiter', children: recruiterRoutes }];
  return matchRoutes(routes, path)?.at(-1);
}

describe('recruiterSection', () => {
  it('is recruiting under /recruiter, guarded by its flag, its menu needing recruiting.read', () => {
    expect(recruiterSection).toMatchObject({
      id: 'recruiter',
      basePath: '/recruiter',
      flag: 'recruiter',
    });
    const [seen] = visibleSections([recruiterSection], {
      canEnter: () => true,
      holds: () => true,
      isEmployee: false,
    });
    expect(seen?.title).toBe('Recruiting');
    expect(seen?.nav.map(({ href, permission }) => ({ href, permission }))).toEqual([
      { href: '/recruiter/requirement', permission: 'recruiting.read' },
      { href: '/recruiter/cv-database', permission: 'recruiting.read' },
      { href: '/recruiter/candidate', permission: 'recruiting.read' },
      { href: '/recruiter/calendar', permission: 'recruiting.read' },
      { href: '/recruiter/activity', permission: 'recruiting.read' },
      { href: '/recruiter/team', permission: 'recruiting.read' },
      { href: '/recruiter/document', permission: 'recruiting.read' },
      { href: '/recruiter/commission', permission: 'recruiting.read' },
      { href: '/recruiter/report', permission: 'recruiting.read' },
    ]);
    const [without] = visibleSections([recruiterSection], {
      canEnter: () => true,
      holds: () => false,
      isEmployee: false,
    });
    expect(without?.nav ?? []).toEqual([]);
  });

  it('routes the pages of product-spec §2.2, and nothing it has not built', () => {
    for (const path of [
      '/recruiter/requirement',
      '/recruiter/requirement/form/add',
      '/recruiter/requirement/form/edit/0b9e9f0e-2f7a-4a39-9a57-2b8a7e0c1d11',
      '/recruiter/requirement/0b9e9f0e-2f7a-4a39-9a57-2b8a7e0c1d11',
      '/recruiter/cv-database',
      '/recruiter/candidate',
      '/recruiter/candidate/form/add',
      '/recruiter/candidate/5d1c7b2a-6e3f-4c8d-9b0a-1f2e3d4c5b6a',
      '/recruiter/calendar',
      '/recruiter/activity',
      '/recruiter/team',
      '/recruiter/document',
      '/recruiter/commission',
      '/recruiter/report',
    ]) {
      expect(matched(path)?.route.path, path).toBeTruthy();
    }
    for (const path of ['/recruiter/team/form/add']) {
      expect(matched(path)?.route.path ?? null, path).toBeNull();
    }
  });
});

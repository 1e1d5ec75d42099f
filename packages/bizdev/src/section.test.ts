import { pageOf, visibleSections } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bizdevSection, oldBizdevSection } from './index';
import { bizdevRoutes, oldBizdevRoutes } from './routes';

/** The section as a user allowed everything sees it, its words in English. */
function shown(section: typeof bizdevSection) {
  const [seen] = visibleSections([section], {
    canEnter: () => true,
    holds: () => true,
    isEmployee: true,
  });
  return seen!;
}

function matched(routes: typeof bizdevRoutes, path: string) {
  return matchRoutes(routes, path)?.at(-1);
}

describe('bizdevSection', () => {
  it('is business development under /bizdev, guarded by its flag', () => {
    expect(bizdevSection).toMatchObject({ id: 'bizdev', basePath: '/bizdev', flag: 'bizdev' });
    // Offered to those who may read clients.
    expect(
      shown(bizdevSection).nav.map(({ id, label, href, permission }) => ({
        id,
        label,
        href,
        permission,
      })),
    ).toEqual([
      {
        id: 'bizdev-clients',
        label: 'Clients',
        href: '/bizdev/clients',
        permission: 'clients.read',
      },
      {
        id: 'bizdev-calendar',
        label: 'Interview calendar',
        href: '/bizdev/calendar',
        permission: 'clients.read',
      },
      {
        id: 'bizdev-overtime-policy',
        label: 'Overtime policy',
        href: '/bizdev/overtime-policy',
        permission: 'overtime.policy',
      },
      {
        id: 'bizdev-onboarding-offered',
        label: 'Offered',
        href: '/bizdev/on-boarding/offered',
        permission: 'employees.read',
      },
      {
        id: 'bizdev-onboarding-joining-info',
        label: 'Joining info',
        href: '/bizdev/on-boarding/joining-info',
        permission: 'employees.read',
      },
      {
        id: 'bizdev-onboarding-hired',
        label: 'Hired',
        href: '/bizdev/on-boarding/hired',
        permission: 'employees.read',
      },
    ]);
  });

  it('lists the overtime policy only for those who hold overtime.policy', () => {
    const [seen] = visibleSections([bizdevSection], {
      canEnter: () => true,
      holds: (permission) => permission === 'clients.read',
      isEmployee: false,
    });
    expect(seen?.nav.map((item) => item.id)).toEqual(['bizdev-clients', 'bizdev-calendar']);
  });

  it('lists on-boarding only for those who hold employees.read', () => {
    const [seen] = visibleSections([bizdevSection], {
      canEnter: () => true,
      holds: (permission) => permission === 'employees.read',
      isEmployee: false,
    });
    expect(seen?.nav.map((item) => item.id)).toEqual([
      'bizdev-onboarding-offered',
      'bizdev-onboarding-joining-info',
      'bizdev-onboarding-hired',
    ]);
  });

  it('routes the on-boarding pages and the interview calendar, relative to /bizdev', () => {
    const routes = [{ path: '/bizdev', children: bizdevRoutes }];
    expect(matched(routes, '/bizdev/calendar')?.route.path).toBe('calendar');
    expect(matched(routes, '/bizdev/on-boarding/offered')?.route.path).toBe('on-boarding/offered');
    expect(matched(routes, '/bizdev/on-boarding/joining-info')?.route.path).toBe(
      'on-boarding/joining-info',
    );
    expect(matched(routes, '/bizdev/on-boarding/hired')?.route.path).toBe('on-boarding/hired');
  });

  it('routes the overtime policy list and form, relative to /bizdev', () => {
    const routes = [{ path: '/bizdev', children: bizdevRoutes }];
    expect(matched(routes, '/bizdev/overtime-policy')?.route.path).toBe('overtime-policy');
    expect(matched(routes, '/bizdev/overtime-policy/form/add')?.params).toMatchObject({
      type: 'add',
    });
    expect(matched(routes, '/bizdev/overtime-policy/form/edit/42')?.params).toMatchObject({
      type: 'edit',
      overtimeSchemeId: '42',
    });
  });

  it('routes the client list, form, general page and requirements tab, relative to /bizdev', () => {
    const routes = [{ path: '/bizdev', children: bizdevRoutes }];
    expect(matched(routes, '/bizdev/clients')?.route.path).toBe('clients');
    expect(matched(routes, '/bizdev/clients/form/add')?.params).toMatchObject({ type: 'add' });
    expect(matched(routes, '/bizdev/clients/form/edit/42')?.params).toMatchObject({
      type: 'edit',
      clientId: '42',
    });
    expect(matched(routes, '/bizdev/clients/42')?.route.path).toBe('clients/:clientId');
    expect(matched(routes, '/bizdev/clients/42/requirement')?.params).toMatchObject({
      clientId: '42',
    });
    // The other client tabs are not built yet, nor adding a requirement from the client's page.
    expect(matched(routes, '/bizdev/clients/42/invoice')).toBeUndefined();
    expect(matched(routes, '/bizdev/clients/42/requirement/form/add')).toBeUndefined();
  });
});

describe('oldBizdevSection', () => {
  it('is the legacy section under /old-bizdev with the clients only', () => {
    expect(oldBizdevSection).toMatchObject({
      id: 'old-bizdev',
      basePath: '/old-bizdev',
      flag: 'old-bizdev',
    });
    expect(
      shown(oldBizdevSection).nav.map(({ id, label, href, permission }) => ({
        id,
        label,
        href,
        permission,
      })),
    ).toEqual([
      {
        id: 'old-bizdev-clients',
        label: 'Clients (legacy)',
        href: '/old-bizdev/clients',
        permission: 'clients.read',
      },
    ]);
    const routes = [{ path: '/old-bizdev', children: oldBizdevRoutes }];
    expect(matched(routes, '/old-bizdev/clients')?.route.path).toBe('clients');
    expect(matched(routes, '/old-bizdev/clients/42')?.params).toMatchObject({ clientId: '42' });
  });
});

describe('both sections', () => {
  it('load each page lazily as a module with a Component', async () => {
    for (const route of [...bizdevRoutes, ...oldBizdevRoutes]) {
      expect(typeof (await pageOf(route))).toBe('function');
    }
  });
});

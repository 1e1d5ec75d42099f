import { pageOf, textOf } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminSection } from './index';
import { generalRoutes } from './section';

function matched(path: string) {
  const matches = matchRoutes(generalRoutes, path);
  return matches?.at(-1);
}

describe('adminSection', () => {
  it('is the general section, open to every signed-in user', () => {
    expect(adminSection).toMatchObject({ id: 'general', basePath: '/', flag: null });
    expect(textOf(adminSection.title)).toBe('General');
    expect(
      adminSection.nav.map(({ id, label, href, permission }) => ({
        id,
        label: textOf(label),
        href,
        permission,
      })),
    ).toEqual([
      { id: 'home', label: 'Home', href: '/', permission: undefined },
      {
        id: 'user-management',
        label: 'Users and roles',
        href: '/user-management',
        permission: 'users.read',
      },
      {
        id: 'email-notification',
        label: 'Email notifications',
        href: '/email-notification',
        permission: 'email-templates.manage',
      },
    ]);
  });

  it('routes every general path of the spec', () => {
    expect(matched('/')?.route.index).toBe(true);
    expect(matched('/redirect-page/%2Fedit-profile')?.params.query).toBe('/edit-profile');
    expect(matched('/user-management')?.route.path).toBe('user-management');
    expect(matched('/user-management/user/form/add')?.params).toMatchObject({ type: 'add' });
    expect(matched('/user-management/user/form/view/42')?.params).toMatchObject({
      type: 'view',
      id: '42',
    });
    expect(matched('/user-management/role/form/edit/7')?.params).toMatchObject({ type: 'edit' });
    expect(matched('/edit-profile')?.route.path).toBe('edit-profile');
    expect(matched('/change-password')?.route.path).toBe('change-password');
    expect(matched('/email-notification')?.route.path).toBe('email-notification');
    expect(matched('/email-notification/form/edit/user.invited')?.params).toMatchObject({
      type: 'edit',
      id: 'user.invited',
    });
  });

  it('loads each page lazily as a module with a Component', async () => {
    for (const route of generalRoutes) {
      expect(typeof (await pageOf(route))).toBe('function');
    }
  });
});

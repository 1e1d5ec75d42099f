import type { MainSchema } from '@staffdesk/api';

/**
 * Dimas Pratama, the demo business development user, as `GET /me` answers: the bizdev section
 * with `permissions` (bizdev's client pages and kit's overtime policy pages test with him).
 */
export function bizdevUser(permissions: MainSchema<'Me'>['permissions']): MainSchema<'Me'> {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000011',
      email: 'bd@staffdesk.local',
      name: 'Dimas Pratama',
      status: 'active',
      roles: [{ id: '00000000-0000-4000-8000-0000000000a3', name: 'Business development' }],
      lastSignInAt: '2026-11-21T01:00:00.000Z',
      createdAt: '2026-01-05T02:00:00.000Z',
      phone: null,
      preferredLanguage: 'en',
      hasPhoto: false,
    },
    roles: [
      { id: '00000000-0000-4000-8000-0000000000a3', key: 'bd', name: 'Business development' },
    ],
    superAccess: false,
    sections: ['bizdev'],
    permissions,
    employeeId: null,
  };
}

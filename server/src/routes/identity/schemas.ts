import { z } from 'zod';
import { PERMISSIONS, SECTION_FLAGS } from '../../identity/permissions.js';

export const SectionFlagSchema = z.enum(SECTION_FLAGS);
export const PermissionSchema = z.enum(PERMISSIONS as [string, ...string[]]);

export const RoleRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'RoleRef' });

export const UserSummary = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    status: z.enum(['invited', 'active', 'disabled']),
    roles: z.array(RoleRef),
    lastSignInAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UserSummary' });

export const UserDetail = UserSummary.extend({
  phone: z.string().nullable(),
  preferredLanguage: z.enum(['en', 'id']),
  hasPhoto: z.boolean(),
}).meta({ id: 'UserDetail' });

export const Me = z
  .object({
    user: UserDetail,
    roles: z.array(z.object({ id: z.uuid(), key: z.string().nullable(), name: z.string() })),
    superAccess: z.boolean(),
    sections: z.array(SectionFlagSchema),
    permissions: z.array(z.string()),
    /** The employee record linked to this account, if any: self-service is for those users. */
    employeeId: z.uuid().nullable(),
    managesTeam: z
      .boolean()
      .optional()
      .describe(
        'Whether the linked employee is the line manager of someone still employed (always sent): the team leave approval page is offered to them',
      ),
  })
  .meta({ id: 'Me' });

export const SignInAnswer = z
  .object({
    accessToken: z.string(),
    expiresAt: z.iso.datetime(),
    user: UserDetail,
  })
  .meta({ id: 'SignInAnswer' });

export const Message = z.object({ message: z.string() }).meta({ id: 'Message' });

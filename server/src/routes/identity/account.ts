import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { negotiateLocale, toLocale } from '../../i18n/locale.js';
import {
  changePassword,
  describeMe,
  photoKeyOf,
  replaceMyPhoto,
  updateMyProfile,
} from '../../identity/account.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { clearFlagCookies, setFlagCookies } from '../../identity/flag-cookies.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../identity/passwords.js';
import { photoKind } from '../../identity/photo-kind.js';
import { revokeSession } from '../../identity/sessions.js';
import { waitingFor } from '../../waiting/waiting-list.js';
import { Me, Message, SignInAnswer, UserDetail } from './schemas.js';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_SIZE = 256;
/** Larger pictures are refused before they are decoded (a small file can unpack to gigabytes). */
const PHOTO_MAX_PIXELS = 40_000_000;

/** The signed-in user's own account: who am I, sign-out, password, profile and photo. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, config, blobs } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');
  const cookieOptions = {
    maxAgeSeconds: Math.floor(config.sessionMaxMs / 1000),
    secure: secureCookies,
  };

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMe',
        tags: ['account'],
        summary:
          'The signed-in user with roles, section flags and permissions (refreshes the flag cookies)',
        response: { 200: Me, 401: Problem },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      setFlagCookies(reply, identity, cookieOptions);
      return describeMe(db, identity);
    },
  );

  app.get(
    '/me/waiting',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyWaitingList',
        tags: ['account'],
        summary: 'What waits for the signed-in user, for the home page',
        response: {
          200: z.object({
            items: z.array(
              z.object({
                key: z.string(),
                title: z
                  .string()
                  .describe(
                    "The sentence in the request's language (`Accept-Language`; without one, the user's preferred language)",
                  ),
                titles: z
                  .object({ en: z.string(), id: z.string() })
                  .describe('The sentence in each language, for a page that switches language'),
                count: z.number().int(),
                href: z.string(),
              }),
            ),
          }),
          401: Problem,
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const asked = request.headers['accept-language'];
      const locale = asked ? negotiateLocale(asked) : toLocale(identity.user.preferredLanguage);
      return { items: await waitingFor(db, identity, locale) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'signOut',
        tags: ['account'],
        summary: 'End this session',
        response: { 200: Message, 401: Problem },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      await revokeSession(db, identity.sessionId);
      clearFlagCookies(reply, secureCookies);
      return { message: 'You are signed out.' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'changePassword',
        tags: ['account'],
        summary: 'Change the password; every session ends and this one is replaced by a new one',
        body: z.object({
          currentPassword: z.string().min(1, 'Enter your current password.').max(200),
          newPassword: z.string().max(200),
        }),
        response: { 200: SignInAnswer, 400: Problem, 401: Problem },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(identity.user.passwordHash, currentPassword))) {
        throw new HttpProblem(400, 'validation-failed', 'The current password is not right.', {
          currentPassword: 'The current password is not right.',
        });
      }
      const problemText =
        newPassword === currentPassword
          ? 'Choose a password different from the current one.'
          : passwordProblem(newPassword, identity.user.email);
      if (problemText) {
        throw new HttpProblem(400, 'validation-failed', problemText, { newPassword: problemText });
      }
      const { session, user } = await changePassword(
        db,
        actorOf(request),
        identity.user,
        {
          passwordHash: await hashPassword(newPassword),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
        { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
      );
      ctx.mail.poke();
      return { accessToken: session.token, expiresAt: session.expiresAt.toISOString(), user };
    },
  );

  app.patch(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'updateMyProfile',
        tags: ['account'],
        summary: 'Change my name, phone or preferred language',
        body: z.object({
          name: z.string().trim().min(1, 'Enter your name.').max(120),
          phone: z
            .string()
            .trim()
            .max(30)
            .regex(
              /^(\+?[0-9 ()-]{6,30})?$/,
              'Enter a phone number of digits, like +62 812 3456 7890.',
            )
            .nullable()
            .transform((v) => (v ? v : null)),
          preferredLanguage: z.enum(['en', 'id']),
        }),
        response: { 200: UserDetail, 400: Problem, 401: Problem },
      },
    },
    async (request) =>
      updateMyProfile(db, actorOf(request), identityOf(request).user, request.body),
  );

  app.put(
    '/me/photo',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'uploadMyPhoto',
        tags: ['account'],
        summary:
          'Upload a profile photo as multipart field `photo`: JPEG, PNG or WebP (recognised by their bytes; SVG, GIF and others answer 400) up to 5 MB, stored as a 256 px square',
        consumes: ['multipart/form-data'],
        response: { 200: UserDetail, 400: Problem, 401: Problem, 413: Problem, 415: Problem },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file)
        throw new HttpProblem(400, 'validation-failed', 'Choose a photo to upload.', {
          photo: 'Choose a photo to upload.',
        });
      const buffer = await file.toBuffer();
      if (file.file.truncated) {
        throw new HttpProblem(413, 'too-large', 'The photo is larger than 5 MB.', {
          photo: 'The photo is larger than 5 MB.',
        });
      }
      const kind = photoKind(buffer);
      let resized: Buffer | null = null;
      if (kind) {
        try {
          resized = await sharp(buffer, { limitInputPixels: PHOTO_MAX_PIXELS })
            .rotate()
            .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
            .webp({ quality: 82 })
            .toBuffer();
        } catch {
          resized = null;
        }
      }
      if (!resized) {
        const message = 'This file is not a photo we can read. Use JPEG, PNG or WebP.';
        throw new HttpProblem(400, 'validation-failed', message, { photo: message });
      }
      const key = `photos/${identity.user.id}/${Date.now()}.webp`;
      await blobs.put(key, resized);
      const user = await replaceMyPhoto(db, actorOf(request), identity.user, key);
      if (identity.user.photoKey) await blobs.delete(identity.user.photoKey);
      return user;
    },
  );

  app.get(
    '/users/:id/photo',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getUserPhoto',
        tags: ['account'],
        summary: "A user's profile photo (WebP)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The photo (image/webp)' }),
          401: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const photoKey = await photoKeyOf(db, request.params.id);
      const data = photoKey ? await blobs.get(photoKey) : null;
      if (!data) throw new HttpProblem(404, 'not-found', 'This user has no photo.');
      return reply.type('image/webp').header('Cache-Control', 'private, max-age=300').send(data);
    },
  );
};

import { links } from '@staffdesk/api/links';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpProblem, loggableError, Problem } from '../../http/problem.js';
import { setFlagCookies } from '../../identity/flag-cookies.js';
import { loadGrants } from '../../identity/identity.js';
import {
  consumePasswordToken,
  inspectPasswordToken,
  issuePasswordToken,
} from '../../identity/password-tokens.js';
import {
  decoyPasswordHash,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from '../../identity/passwords.js';
import { createSession, revokeUserSessions } from '../../identity/sessions.js';
import { markSignInSucceeded, reserveSignInAttempt } from '../../identity/sign-in-throttle.js';
import { findUserByEmail, presentUserById } from '../../identity/users.js';
import { queueTemplatedMail } from '../../mail/outbox.js';
import { Email } from '../../shared/schemas.js';
import { Message, SignInAnswer } from '../identity/schemas.js';

const WRONG_CREDENTIALS = 'The email or password is not right.';
const THROTTLED =
  'Too many failed sign-ins. For your safety, sign-in is paused for 15 minutes. Try again later or reset your password.';

const PasswordTokenInfo = z
  .object({
    state: z.enum(['valid', 'expired', 'used', 'unknown']),
    purpose: z.enum(['reset', 'invite']).optional(),
    email: z.string().optional(),
    name: z.string().optional(),
  })
  .meta({ id: 'PasswordTokenInfo' });

/** The signed-out part of identity: sign-in, Google sign-in, and the password links. */
export const publicAuthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, config } = ctx;
  const policy = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  const secureCookies = config.publicUrl.startsWith('https:');

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    method: 'password' | 'google',
  ) {
    const session = await inTransaction(db, async (tx) => {
      const created = await createSession(
        tx,
        { userId, method, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        policy,
      );
      await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
      return created;
    });
    const grants = await loadGrants(db, userId);
    setFlagCookies(reply, grants, {
      maxAgeSeconds: Math.floor(config.sessionMaxMs / 1000),
      secure: secureCookies,
    });
    const user = await presentUserById(db, userId);
    return {
      accessToken: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: user!,
    };
  }

  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: z.object({
          email: Email,
          password: z.string().min(1, 'Enter your password.').max(200),
        }),
        response: { 200: SignInAnswer, 400: Problem, 401: Problem, 429: Problem },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await reserveSignInAttempt(db, email, request.ip);
      if (!attempt) throw new HttpProblem(429, 'rate-limited', THROTTLED);
      const user = await findUserByEmail(db, email);
      // The same argon2 work for an unknown account, an invited one (no password yet) and an
      // active one: the answer's timing tells nothing about which it is.
      const ok =
        (await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password)) &&
        Boolean(user?.passwordHash);
      if (!user || !ok || user.status !== 'active') {
        throw new HttpProblem(401, 'wrong-credentials', WRONG_CREDENTIALS);
      }
      await markSignInSucceeded(db, attempt);
      return signIn(request, reply, user.id, 'password');
    },
  );

  app.post(
    '/auth/google',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signInWithGoogle',
        tags: ['auth'],
        summary: 'Sign in with a Google access token (implicit flow)',
        body: z.object({
          // An OAuth access token is printable ASCII; anything else cannot be sent on to Google.
          accessToken: z
            .string()
            .min(1)
            .max(4096)
            .regex(/^[\x21-\x7e]+$/, 'This is not a Google access token.'),
        }),
        response: { 200: SignInAnswer, 400: Problem, 401: Problem, 403: Problem, 503: Problem },
      },
    },
    async (request, reply) => {
      let email: string | undefined;
      try {
        const res = await fetch(config.googleUserinfoUrl, {
          headers: { Authorization: `Bearer ${request.body.accessToken}` },
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 401 || res.status === 403) {
          throw new HttpProblem(
            401,
            'google-token-invalid',
            'Google did not accept this sign-in. Please try again.',
          );
        }
        if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
        const info = (await res.json()) as { email?: string; email_verified?: boolean | string };
        const verified = info.email_verified === true || info.email_verified === 'true';
        if (!info.email || !verified) {
          throw new HttpProblem(
            401,
            'google-email-unverified',
            'Your Google account has no verified email.',
          );
        }
        email = info.email.toLowerCase();
      } catch (error) {
        if (error instanceof HttpProblem) throw error;
        request.log.warn({ err: loggableError(error) }, 'Google userinfo failed');
        throw new HttpProblem(
          503,
          'google-unavailable',
          'Google sign-in is not reachable right now. Try again, or sign in with your password.',
        );
      }
      const user = await findUserByEmail(db, email);
      if (!user) {
        throw new HttpProblem(
          403,
          'google-account-unknown',
          `${email} has no Staffdesk account. Ask your administrator for an invitation.`,
        );
      }
      if (user.status === 'disabled') {
        throw new HttpProblem(
          403,
          'account-disabled',
          'This account is disabled. Ask your administrator.',
        );
      }
      if (user.status === 'invited') {
        await db
          .update(users)
          .set({ status: 'active', updatedAt: new Date() })
          .where(eq(users.id, user.id));
      }
      return signIn(request, reply, user.id, 'google');
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Mail a password reset link (the same answer whether or not the email exists)',
        body: z.object({ email: Email }),
        response: { 202: Message, 400: Problem },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user && user.status === 'active') {
        await inTransaction(db, async (tx) => {
          const { token, expiresAt } = await issuePasswordToken(tx, user.id, 'reset');
          await queueTemplatedMail(tx, 'password.reset-requested', {
            recipient: { name: user.name, email: user.email },
            link: `${config.publicUrl}${links.resetPassword(token)}`,
            expiresAt,
          });
          await recordAudit(
            tx,
            { userId: user.id, label: user.email, ip: request.ip },
            {
              action: 'password.reset-requested',
              entity: 'user',
              entityId: user.id,
            },
          );
        });
        ctx.mail.poke();
      }
      return reply.code(202).send({
        message:
          'If an account uses this email, a link to reset its password is on its way. It works for 1 hour.',
      });
    },
  );

  app.get(
    '/auth/password-token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'inspectPasswordToken',
        tags: ['auth'],
        summary: 'Whether a reset or invitation link still works, and for whom',
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: PasswordTokenInfo, 400: Problem },
      },
    },
    async (request) => {
      const found = await inspectPasswordToken(db, request.query.token);
      if (found.state !== 'valid') return { state: found.state };
      return {
        state: 'valid' as const,
        purpose: found.purpose,
        email: found.user.email,
        name: found.user.name,
      };
    },
  );

  app.post(
    '/auth/password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'setPasswordWithToken',
        tags: ['auth'],
        summary: 'Set a password through a reset or invitation link',
        body: z.object({ token: z.string().min(1).max(200), password: z.string().max(200) }),
        response: { 200: Message, 400: Problem, 410: Problem },
      },
    },
    async (request) => {
      const found = await inspectPasswordToken(db, request.body.token);
      if (found.state === 'expired') {
        throw new HttpProblem(410, 'link-expired', 'This link has expired. Ask for a new one.');
      }
      if (found.state !== 'valid') {
        throw new HttpProblem(
          410,
          'link-used',
          'This link was already used or is not valid. Ask for a new one.',
        );
      }
      const problemText = passwordProblem(request.body.password, found.user.email);
      if (problemText) {
        throw new HttpProblem(400, 'validation-failed', problemText, { password: problemText });
      }
      const passwordHash = await hashPassword(request.body.password);
      const user = found.user;
      await inTransaction(db, async (tx) => {
        if (!(await consumePasswordToken(tx, found.tokenId))) {
          throw new HttpProblem(410, 'link-used', 'This link was already used. Ask for a new one.');
        }
        await tx
          .update(users)
          .set({ passwordHash, status: 'active', updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id);
        await recordAudit(
          tx,
          { userId: user.id, label: user.email, ip: request.ip },
          {
            action: found.purpose === 'invite' ? 'user.invitation-accepted' : 'user.password-reset',
            entity: 'user',
            entityId: user.id,
            before: { status: user.status },
            after: { status: 'active' },
          },
        );
        if (found.purpose === 'reset') {
          await queueTemplatedMail(tx, 'password.changed', {
            recipient: { name: user.name, email: user.email },
            changedAt: new Date(),
          });
        }
      });
      ctx.mail.poke();
      return { message: 'Your password is set. Sign in with it now.' };
    },
  );
};

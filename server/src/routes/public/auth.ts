import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Problem } from '../../http/problem.js';
import { setFlagCookies } from '../../identity/flag-cookies.js';
import { verifiedGoogleEmail } from '../../identity/google-userinfo.js';
import { requestPasswordReset, setPasswordWithToken } from '../../identity/password-links.js';
import { inspectPasswordToken } from '../../identity/password-tokens.js';
import { signInWithGoogle, signInWithPassword } from '../../identity/sign-in.js';
import { Email } from '../../shared/schemas.js';
import { Message, SignInAnswer } from '../identity/schemas.js';

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

  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  function answer(reply: FastifyReply, signedIn: Awaited<ReturnType<typeof signInWithPassword>>) {
    setFlagCookies(reply, signedIn.grants, {
      maxAgeSeconds: Math.floor(config.sessionMaxMs / 1000),
      secure: secureCookies,
    });
    return {
      accessToken: signedIn.session.token,
      expiresAt: signedIn.session.expiresAt.toISOString(),
      user: signedIn.user,
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
    async (request, reply) =>
      answer(reply, await signInWithPassword(db, request.body, clientOf(request), policy)),
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
      const email = await verifiedGoogleEmail(
        config.googleUserinfoUrl,
        request.body.accessToken,
        request.log,
      );
      return answer(reply, await signInWithGoogle(db, email, clientOf(request), policy));
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
      const queued = await requestPasswordReset(db, request.body.email, {
        publicUrl: config.publicUrl,
        ip: request.ip,
      });
      if (queued) ctx.mail.poke();
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
      await setPasswordWithToken(db, request.body, request.ip);
      ctx.mail.poke();
      return { message: 'Your password is set. Sign in with it now.' };
    },
  );
};

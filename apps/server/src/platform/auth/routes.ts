import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PLATFORM_CALLS as C,
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  sendSmsQuery,
} from '@chelian/contracts';
import { menuTree } from './navigation';
import { authOf, served, tokenOf } from '../access';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { createCaptcha, peekCaptcha } from './captcha';
import { createSignInGuard, waitOf, type Limiter } from './guard';
import { changePassword, currentUser, login, resetWithCode, sendResetCode } from './service';
import type { SessionStore } from './sessions';

const captchaKey = z.object({ key: z.string().min(8).max(64) });

/** Answers that mean a guess was wrong: each one counts against the client's address. */
const WRONG_GUESS = new Set(['LOGIN_FAILED', 'LOGIN_FAILED_LEFT', 'ACCOUNT_LOCKED', 'SMS_CODE_WRONG']);

/** 429 with Retry-After while the address has used up its window (spending one of it when `spend`). */
async function holdBack(limiter: Limiter, req: FastifyRequest, reply: FastifyReply, spend = false) {
  const wait = await waitOf(limiter, req, spend);
  if (wait <= 0) return;
  void reply.header('retry-after', String(Math.ceil(wait / 1000)));
  throw new AppError(429, 'TOO_MANY_ATTEMPTS', { count: Math.ceil(wait / 60_000) });
}

/** Sign-in, session and self-service calls of the auth and session services. */
export function authRoutes(app: FastifyInstance, ctx: ServerContext, sessions: SessionStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tags = ['auth'];
  // Account lockout alone would let anyone who knows a user name lock it; the per-address
  // throttle makes guessing (and locking others out) cost one address per few accounts.
  const guard = createSignInGuard(app, ctx.config);
  const countingFailures = async <T>(req: FastifyRequest, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && WRONG_GUESS.has(error.code)) await guard.failures(req);
      throw error;
    }
  };
  const passwordPending = { beforePasswordChange: true };

  r.route({
    ...served(C.captcha),
    schema: { tags, querystring: captchaKey },
    handler: async (req, reply) => {
      const svg = await createCaptcha(db, req.query.key, ctx.config.CAPTCHA_TTL_SECONDS);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  });

  r.route({
    ...served(C.captchaAnswer),
    schema: { tags, querystring: captchaKey },
    handler: async (req) => {
      // It reads out every captcha: only the test runs (NODE_ENV=test) may have it, not a default start.
      if (ctx.config.NODE_ENV !== 'test') throw new AppError(403, 'TEST_ONLY');
      const answer = await peekCaptcha(db, req.query.key);
      if (!answer) throw new AppError(404, 'CAPTCHA_EXPIRED');
      return { captcha: answer };
    },
  });

  r.route({
    ...served(C.login, { audit: false }),
    schema: { tags, body: loginRequest },
    handler: async (req, reply) => {
      await holdBack(guard.failures, req, reply);
      return countingFailures(req, () =>
        login(ctx, sessions, guard, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
          lang: req.lang,
        }),
      );
    },
  });

  r.route({
    ...served(C.logout, { audit: false }),
    schema: { tags },
    handler: async (req) => {
      const token = tokenOf(req);
      if (token) await sessions.revokeToken(token);
      return {};
    },
  });

  r.route({
    ...served(C.currentUser, passwordPending),
    schema: { tags },
    handler: (req) => currentUser(ctx, authOf(req).userId, req.lang),
  });
  r.route({
    ...served(C.menu, passwordPending),
    schema: { tags },
    handler: (req) => menuTree(db, authOf(req), req.lang),
  });
  r.route({
    ...served(C.resources, passwordPending),
    schema: { tags },
    handler: (req) => [...authOf(req).permissions].sort(),
  });

  r.route({
    ...served(C.changePassword, { ...passwordPending, audit: true }),
    schema: { tags, body: changePasswordRequest },
    handler: async (req) => {
      await changePassword(ctx, sessions, authOf(req), req.body, { ip: req.ip, lang: req.lang });
      return {};
    },
  });

  r.route({
    ...served(C.sendSms),
    schema: { tags, querystring: sendSmsQuery },
    handler: async (req, reply) => {
      await holdBack(guard.smsAddresses, req, reply, true);
      const nameWait = await waitOf(guard.smsNames, req, true);
      if (nameWait > 0) throw new AppError(429, 'SMS_TOO_FREQUENT', { count: Math.ceil(nameWait / 1000) });
      await sendResetCode(ctx, req.query.userName, req.lang);
      return { sent: true };
    },
  });

  r.route({
    ...served(C.forgotPassword),
    schema: { tags, body: forgotPasswordRequest },
    handler: async (req, reply) => {
      await holdBack(guard.failures, req, reply);
      await countingFailures(req, () => resetWithCode(ctx, sessions, req.body));
      return {};
    },
  });
}

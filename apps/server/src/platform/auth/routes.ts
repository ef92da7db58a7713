import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlatformApi, changePasswordRequest, forgotPasswordRequest, loginRequest, sendSmsQuery } from '@chelian/contracts';
import { menuTree } from '../../domains/system/navigation';
import { authOf, tokenOf } from '../access';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { createCaptcha, peekCaptcha } from './captcha';
import { changePassword, currentUser, login, resetWithCode, sendResetCode } from './service';
import type { SessionStore } from './sessions';

const captchaKey = z.object({ key: z.string().min(8).max(64) });

/** Sign-in, session and self-service calls (spec 000 section 7, auth and session). */
export function authRoutes(app: FastifyInstance, ctx: ServerContext, sessions: SessionStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const open = { access: 'public' as const };
  const self = { access: 'session' as const };
  const tags = ['auth'];

  r.get(`/api/${PlatformApi.captcha}`, { config: open, schema: { tags, querystring: captchaKey } }, async (req, reply) => {
    const svg = await createCaptcha(db, req.query.key, ctx.config.CAPTCHA_TTL_SECONDS);
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
  });

  r.get(`/api/${PlatformApi.captchaAnswer}`, { config: open, schema: { tags, querystring: captchaKey } }, async (req) => {
    if (ctx.config.NODE_ENV === 'production') throw new AppError(403, 'TEST_ONLY');
    const answer = await peekCaptcha(db, req.query.key);
    if (!answer) throw new AppError(404, 'CAPTCHA_EXPIRED');
    return { captcha: answer };
  });

  r.post(`/api/${PlatformApi.login}`, { config: { ...open, audit: false }, schema: { tags, body: loginRequest } }, (req) =>
    login(ctx, sessions, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null, lang: req.lang }),
  );

  r.post(`/api/${PlatformApi.logout}`, { config: { ...open, audit: false }, schema: { tags } }, async (req) => {
    const token = tokenOf(req);
    if (token) await sessions.revokeToken(token);
    return {};
  });

  r.get(`/api/${PlatformApi.currentUser}`, { config: self, schema: { tags } }, (req) => currentUser(ctx, authOf(req).userId));
  r.get(`/api/${PlatformApi.menu}`, { config: self, schema: { tags } }, (req) => menuTree(db, authOf(req), req.lang));
  r.get(`/api/${PlatformApi.resources}`, { config: self, schema: { tags } }, (req) => [...authOf(req).permissions].sort());

  r.put(`/api/${PlatformApi.changePassword}`, { config: { ...self, audit: true }, schema: { tags, body: changePasswordRequest } }, async (req) => {
    await changePassword(ctx, authOf(req), req.body, { ip: req.ip, lang: req.lang });
    return {};
  });

  r.get(`/api/${PlatformApi.sendSms}`, { config: open, schema: { tags, querystring: sendSmsQuery } }, async (req) => {
    await sendResetCode(ctx, req.query.userName, req.lang);
    return { sent: true };
  });

  r.put(`/api/${PlatformApi.forgotPassword}`, { config: open, schema: { tags, body: forgotPasswordRequest } }, async (req) => {
    await resetWithCode(ctx, req.body);
    return {};
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, and } from 'drizzle-orm';
import { z } from 'zod';
import { PLATFORM_CALLS as C, saveThemeRequest } from '@chelian/contracts';
import { authOf, served } from '../../platform/access';
import type { SessionStore } from '../../platform/auth/sessions';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { sendAttachment } from '../file';
import { tenantAndThemes, themesOf } from './branding';
import { dictionaryOptions } from './dictionaries';
import { tenants, themes, userConfigs } from '../../platform/schema';

const brandingKinds = {
  appLogo: 'appLogoFileId',
  loginBg: 'loginBgFileId',
  loginLogo: 'loginLogoFileId',
} as const;

/** Branding, themes and dictionaries for dropdowns. */
export function systemRoutes(app: FastifyInstance, ctx: ServerContext, _sessions: SessionStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tags = ['system'];

  r.route({
    ...served(C.tenantAndThemes),
    schema: { tags },
    handler: async (req) => {
      const result = await tenantAndThemes(db, req.headers.host, req.lang);
      if (!result) throw new AppError(404, 'NOT_FOUND');
      return result;
    },
  });

  r.route({
    ...served(C.branding),
    schema: {
      tags,
      params: z.object({
        tenantId: z.coerce.number().int().positive(),
        kind: z.enum(['appLogo', 'loginBg', 'loginLogo']),
      }),
    },
    handler: async (req, reply) => {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, req.params.tenantId));
      const fileId = tenant?.[brandingKinds[req.params.kind]];
      if (!tenant || !fileId) throw new AppError(404, 'NOT_FOUND');
      return sendAttachment(ctx, reply, tenant.id, fileId, 'inline', 'public, max-age=300');
    },
  });

  r.route({
    ...served(C.themeOptions),
    schema: { tags, querystring: z.object({ tenantId: z.coerce.number().int().positive().optional() }) },
    // Only the caller's own tenant's themes, whatever tenantId asks for.
    handler: (req) => themesOf(db, authOf(req).tenantId, req.lang),
  });

  r.route({
    ...served(C.saveTheme, { audit: true }),
    schema: { tags, body: saveThemeRequest },
    handler: async (req) => {
      const auth = authOf(req);
      const [theme] = await db
        .select()
        .from(themes)
        .where(and(eq(themes.id, req.body.curThemeId), eq(themes.tenantId, auth.tenantId)));
      if (!theme) throw new AppError(404, 'NOT_FOUND');
      await db
        .insert(userConfigs)
        .values({ userId: auth.userId, curThemeId: theme.id })
        .onConflictDoUpdate({ target: userConfigs.userId, set: { curThemeId: theme.id } });
      return {};
    },
  });

  r.route({
    ...served(C.dictionaryOptionsAll),
    schema: { tags },
    handler: (req) => dictionaryOptions(db, req.lang),
  });
  // Online users (page, export, kick) are the engine's onlineUser resource (resources.ts).
}

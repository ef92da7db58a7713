import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlatformApi, messageIdsBody, messageListQuery, type MessageIdsBody } from '@chelian/contracts';
import { authOf } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { countMessages, findMessage, listMessages, moveMessages } from '../../platform/notices';

const idsOf = (body: MessageIdsBody): number[] | 'all' => (body.all ? 'all' : (body.ids ?? [body.msg_id!]));

/** A user's own messages: every signed-in user has a message box. */
export function messageRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const own = { access: 'session' as const };

  r.get(`/api/${PlatformApi.messageCount}`, { config: own, schema: { tags: ['message'] } }, (req) =>
    countMessages(db, authOf(req).userId),
  );
  r.get(
    `/api/${PlatformApi.messageList}`,
    { config: own, schema: { tags: ['message'], querystring: messageListQuery } },
    (req) => listMessages(db, authOf(req).userId, req.query),
  );
  r.get(
    `/api/${PlatformApi.messageContent}`,
    {
      config: own,
      schema: { tags: ['message'], querystring: z.object({ msg_id: z.coerce.number().int().positive() }) },
    },
    (req) => findMessage(db, authOf(req).userId, req.query.msg_id),
  );
  const mover = (path: string, move: 'read' | 'trash' | 'restore') =>
    r.post(
      `/api/${path}`,
      { config: { ...own, audit: false }, schema: { tags: ['message'], body: messageIdsBody } },
      async (req) => ({
        moved: await moveMessages(db, authOf(req).userId, idsOf(req.body), move),
      }),
    );
  mover(PlatformApi.messageRead, 'read');
  mover(PlatformApi.messageTrash, 'trash');
  mover(PlatformApi.messageRestore, 'restore');
}

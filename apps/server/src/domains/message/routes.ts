import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGE_CALLS,
  messageIdsBody,
  messageListQuery,
  type CallSpec,
  type MessageIdsBody,
} from '@chelian/contracts';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { countMessages, findMessage, listMessages, moveMessages } from '../../platform/notices';

const idsOf = (body: MessageIdsBody): number[] | 'all' => (body.all ? 'all' : (body.ids ?? [body.msg_id!]));

/** A user's own messages: every signed-in user has a message box. */
export function messageRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tags = ['message'];

  r.route({
    ...served(MESSAGE_CALLS.count),
    schema: { tags },
    handler: (req) => countMessages(db, authOf(req).userId),
  });
  r.route({
    ...served(MESSAGE_CALLS.list),
    schema: { tags, querystring: messageListQuery },
    handler: (req) => listMessages(db, authOf(req).userId, req.query, req.lang),
  });
  r.route({
    ...served(MESSAGE_CALLS.content),
    schema: { tags, querystring: z.object({ msg_id: z.coerce.number().int().positive() }) },
    handler: (req) => findMessage(db, authOf(req).userId, req.query.msg_id, req.lang),
  });
  // moving one's own messages is not business worth a log row
  const mover = (call: CallSpec, move: 'read' | 'trash' | 'restore') => {
    const route = served(call);
    r.route({
      ...route,
      config: { ...route.config, audit: false },
      schema: { tags, body: messageIdsBody },
      handler: async (req) => ({
        moved: await moveMessages(db, authOf(req).userId, idsOf(req.body), move),
      }),
    });
  };
  mover(MESSAGE_CALLS.read, 'read');
  mover(MESSAGE_CALLS.trash, 'trash');
  mover(MESSAGE_CALLS.restore, 'restore');
}

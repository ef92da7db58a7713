import type { FastifyInstance } from 'fastify';
import { PLATFORM_CALLS, type AccessTicket } from '@chelian/contracts';
import { authOf, served } from './access';
import type { TicketStore } from './tickets';

/** PLATFORM_CALLS.accessTicket: a single-use, 30-second ticket for a URL the browser opens itself (the websocket). */
export function ticketRoutes(app: FastifyInstance, tickets: TicketStore) {
  app.route({
    ...served(PLATFORM_CALLS.accessTicket, { audit: false, beforePasswordChange: true }),
    schema: { tags: ['auth'] },
    handler: async (req, reply): Promise<AccessTicket> => {
      reply.header('cache-control', 'no-store');
      return tickets.issue(authOf(req));
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { PlatformApi, type AccessTicket } from '@chelian/contracts';
import { authOf } from './access';
import type { TicketStore } from './tickets';

/** POST oauth/V1.0/ticket: a single-use, 30-second ticket for a URL the browser opens itself (the websocket). */
export function ticketRoutes(app: FastifyInstance, tickets: TicketStore) {
  app.post(
    `/api/${PlatformApi.accessTicket}`,
    { config: { access: 'session', audit: false, beforePasswordChange: true }, schema: { tags: ['auth'] } },
    async (req, reply): Promise<AccessTicket> => {
      reply.header('cache-control', 'no-store');
      return tickets.issue(authOf(req));
    },
  );
}

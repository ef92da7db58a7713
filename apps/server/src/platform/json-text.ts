import type { FastifyReply } from 'fastify';

/** Sends JSON the database already wrote as text, as it is (large answers built by PostgreSQL). */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(text);
}

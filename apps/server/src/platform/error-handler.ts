import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@chelian/contracts';
import { AppError } from './errors';
import { translate, type MessageKey } from './messages';

/** Every failure leaves as { errCode, error: { code, message, fields? } } in the caller's language. */
export function registerErrorHandler(app: FastifyInstance, uploadMaxMb: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return send(request, reply, error.status, error.code, error.params, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        const missing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
        fields[field] = translate(request.lang, missing ? 'FIELD_REQUIRED' : 'FIELD_INVALID', { field });
      }
      return send(request, reply, 400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return send(request, reply, 400, 'BAD_JSON');
    }
    // the multipart limit says 413 too: named first, so the message gives the real limit
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      return send(request, reply, 413, 'FILE_TOO_LARGE', { max: uploadMaxMb });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
      return send(request, reply, 413, 'BODY_TOO_LARGE');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, 'VALIDATION', { detail: error.message });
    }
    if (isBadValue(error)) {
      // a value no check above caught, refused by the database or the date conversion: the
      // caller's mistake (400), logged so the missing check gets written
      request.log.warn({ err: error }, 'value refused below the schema');
      return send(request, reply, 400, 'VALIDATION', {
        detail: translate(request.lang, 'FIELD_INVALID', { field: 'body' }),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, 'ROUTE_NOT_FOUND', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    }),
  );
}

const MESSAGE_CODE = /^[A-Z][A-Z0-9_]+$/;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageKey,
  params: Record<string, string | number> = {},
  fields?: Record<string, string>,
) {
  // a field's message may be given as a message code (OTA_VERSION_NO_NOT_GREATER): the form shows its text
  const shown =
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [
        field,
        MESSAGE_CODE.test(text) ? translate(request.lang, text as MessageKey, params) : text,
      ]),
    );
  const body: ApiErrorBody = {
    errCode: code,
    error: { code, message: translate(request.lang, code, params), ...(shown ? { fields: shown } : {}) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a text that is not a number or a date, a
 * number out of range, a NUL byte) and an invalid Date reaching the driver: the value was wrong,
 * not the server. Drivers wrap the database error, so the cause chain is followed 3 levels down.
 */
export function isBadValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    if (current instanceof RangeError && /invalid time value/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

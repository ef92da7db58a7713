import type { MessageKey } from './messages';

/** A failure the caller should see: an HTTP status, a message key and its parameters. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export const unauthorized = (code: MessageKey = 'UNAUTHORIZED') => new AppError(401, code);
export const forbidden = (permission: string) => new AppError(403, 'FORBIDDEN', { permission });
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const badRequest = (code: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(400, code, params);

/** Building the answer to a received frame. */
import type { Frame, FrameHeader, ResponseName } from './model.js';
import { beijingTime } from './time.js';

export interface ReplyOptions {
  /** Time to put in the reply; default: the request's time (time sync: now, in Beijing time). */
  time?: string;
}

/**
 * The reply to a request: same edition, command and VIN, the given response flag, and a body of
 * the request's time only (the standard's "keep the time, drop the rest"). Heartbeats get an empty
 * body; a time-sync request gets the current time. Works with a decoded frame or with the
 * `header` of a decode error (then the time defaults to now).
 */
export function reply(
  request: FrameHeader & { body?: unknown },
  response: Exclude<ResponseName, 'command'> | number,
  options: ReplyOptions = {},
): Frame {
  const body = request.body as { time?: unknown } | undefined;
  let time: string | undefined = options.time;
  if (time === undefined && request.command === 'timeSync') time = beijingTime();
  if (
    time === undefined &&
    body !== undefined &&
    typeof body === 'object' &&
    body !== null &&
    typeof body.time === 'string'
  )
    time = body.time;
  // Heartbeats, and the 2025 commands that carry no time, are answered with an empty body.
  const timeless =
    request.command === 'heartbeat' ||
    request.command === 'activationResponse' ||
    request.command === 'keyExchange';
  if (timeless && options.time === undefined) time = undefined;
  else if (time === undefined) time = beijingTime();
  return {
    edition: request.edition,
    command: request.command,
    commandId: request.commandId,
    response,
    vin: request.vin,
    encryption: 'none',
    length: time === undefined ? 0 : 6,
    body: time === undefined ? {} : { time },
  } as Frame;
}

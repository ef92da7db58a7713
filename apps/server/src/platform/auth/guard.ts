import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const MINUTE = 60_000;
/** Names remembered at most: beyond this the oldest go first, so a flood of invented names cannot grow memory without end. */
const CAPACITY = 100_000;

/**
 * Failure counts of user names that do not exist, kept like a real account's so the answers to
 * a wrong password ("N more failures", then locked) cannot tell a real name from an invented one.
 */
export class UnknownNames {
  private entries = new Map<string, { failures: number; last: number }>();

  get(name: string) {
    return this.entries.get(name) ?? { failures: 0, last: 0 };
  }

  set(name: string, failures: number, last: number): void {
    this.entries.delete(name);
    this.entries.set(name, { failures, last });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** A limiter made by @fastify/rate-limit: consumes one from the caller's budget, or only reads it. */
export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The defences of sign-in and password reset, one set per server. The per-address and per-name
 * budgets are @fastify/rate-limit limiters (fixed windows in its in-memory LRU store, keyed by the
 * client address that trustProxy resolves): each API node counts on its own, so N nodes behind a
 * balancer allow N times the figure, still far below what guessing passwords needs.
 */
export interface SignInGuard {
  /** wrong passwords and wrong reset codes per client address: read before, spent on a wrong guess */
  failures: Limiter;
  /** reset codes asked for per client address */
  smsAddresses: Limiter;
  /** one reset code a minute per user name, known or not */
  smsNames: Limiter;
  unknownNames: UnknownNames;
}

export function createSignInGuard(
  app: FastifyInstance,
  config: Pick<Config, 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_IP_WINDOW_MINUTES' | 'SMS_IP_MAX'>,
): SignInGuard {
  const timeWindow = config.LOGIN_IP_WINDOW_MINUTES * MINUTE;
  return {
    failures: app.createRateLimit({ max: config.LOGIN_IP_MAX_FAILURES, timeWindow }),
    smsAddresses: app.createRateLimit({ max: config.SMS_IP_MAX, timeWindow }),
    smsNames: app.createRateLimit({
      max: 1,
      timeWindow: MINUTE,
      keyGenerator: (req) => `name:${(req.query as { userName?: string }).userName ?? ''}`,
    }),
    unknownNames: new UnknownNames(),
  };
}

/** Milliseconds the caller must wait under a limiter (0: go on), spending one when `spend`. */
export async function waitOf(limiter: Limiter, req: FastifyRequest, spend: boolean): Promise<number> {
  const state = await limiter(req, { increment: spend });
  if (state.isAllowed) return 0;
  // spent: refused past the limit; read only: refused once the limit is reached
  return (spend ? state.isExceeded : state.remaining <= 0) ? Math.max(state.ttl, 1000) : 0;
}

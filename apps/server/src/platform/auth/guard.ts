import type { Config } from '../../config';

const MINUTE = 60_000;
/** Keys remembered at most: beyond this the oldest go first, so a flood of addresses cannot grow memory without end. */
const CAPACITY = 100_000;

/**
 * Events per key (a client address) in a sliding window, in this process's memory. Each API node
 * counts on its own: with N nodes behind a balancer an address gets up to N times the figure,
 * still far below what guessing passwords needs.
 */
export class WindowCounter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private live(key: string, now: number): number[] {
    const times = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (times.length) this.hits.set(key, times);
    else this.hits.delete(key);
    return times;
  }

  /** Milliseconds until the key may act again; 0 when it may now. */
  waitOf(key: string, now = Date.now()): number {
    const times = this.live(key, now);
    return times.length >= this.max ? times[times.length - this.max]! + this.windowMs - now : 0;
  }

  add(key: string, now = Date.now()): void {
    const times = this.live(key, now);
    times.push(now);
    this.hits.delete(key);
    this.hits.set(key, times);
    if (this.hits.size > CAPACITY) this.hits.delete(this.hits.keys().next().value!);
  }
}

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

/** The in-memory defences of sign-in and password reset, one set per server. */
export interface SignInGuard {
  /** wrong passwords and wrong reset codes per client address */
  failures: WindowCounter;
  /** reset codes asked for per client address */
  smsAddresses: WindowCounter;
  /** one reset code a minute per user name, known or not */
  smsNames: WindowCounter;
  unknownNames: UnknownNames;
}

export function createSignInGuard(config: Pick<Config, 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_IP_WINDOW_MINUTES' | 'SMS_IP_MAX'>): SignInGuard {
  const window = config.LOGIN_IP_WINDOW_MINUTES * MINUTE;
  return {
    failures: new WindowCounter(config.LOGIN_IP_MAX_FAILURES, window),
    smsAddresses: new WindowCounter(config.SMS_IP_MAX, window),
    smsNames: new WindowCounter(1, MINUTE),
    unknownNames: new UnknownNames(),
  };
}

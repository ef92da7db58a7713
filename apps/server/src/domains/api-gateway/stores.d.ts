/** The fixed-window counters of @fastify/rate-limit (its in-memory LRU and its Redis script), which ship no types of their own. */
interface RateLimitCounter {
  incr(
    key: string,
    cb: (err: Error | null, res: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitCounter;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: unknown,
    key?: string,
  ) => RateLimitCounter;
  export default RedisStore;
}

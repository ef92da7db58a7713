import { EventEmitter } from 'node:events';

/**
 * The process-wide bus between gateway, workers and API nodes (refine's "live provider" idea).
 * In-process by default; a NATS-backed implementation keeps the same interface.
 */
export interface Bus {
  publish(subject: string, payload: unknown): void;
  subscribe(subject: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (subject, payload) => {
      // Delivered on the next tick, like a real broker: publishers never run subscriber code inline.
      queueMicrotask(() => emitter.emit(subject, payload));
    },
    subscribe: (subject, handler) => {
      emitter.on(subject, handler);
      return () => emitter.off(subject, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** Subjects used on the bus. */
export const Subjects = {
  /** { userIds: number[], push: WsPush } delivered to the users' websockets on every API node */
  userPush: 'push.user',
  /** { sessionIds: number[] } sessions revoked: drop caches, close sockets */
  sessionRevoked: 'session.revoked',
} as const;

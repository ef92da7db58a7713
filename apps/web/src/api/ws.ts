import { CLIENT_ID, WEBSOCKET_PATH } from '@chelian/contracts/platform';
import {
  WS_PING_INTERVAL_MS,
  WS_SUBSCRIBE,
  WS_UNSUBSCRIBE,
  WS_VEHICLE_STATE_OFF,
  WS_VEHICLE_STATE_ON,
  type WsPush,
} from '@chelian/contracts/ws';

export type MessagePush = Extract<WsPush, { type: 'message' }>['data'];
export type CommandPush = Extract<WsPush, { type: 'command' }>;
export type VehicleStateMessage = Extract<WsPush, { type: 'vehicleState' }>;
export type FilingPushMessage = Extract<WsPush, { type: 'filing' }>;
export type OtaPushMessage = Extract<WsPush, { type: 'ota' }>;

export interface CommandSocketOptions {
  /** ws(s) URL for the current session (it may first fetch a ticket), or null when signed out. */
  url: () => string | null | Promise<string | null>;
  createSocket?: (url: string) => WebSocket;
  pingMs?: number;
  /** Reconnect delays grow from minDelayMs, doubling, up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

type Listener<T> = (value: T) => void;

/**
 * The command websocket: 'ping' every 50 s, JSON pushes of new messages,
 * remote command results (matched by checkId) and session revocation. Reconnects with backoff
 * until close() is called.
 */
export class CommandSocket {
  private socket: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** the URL (its ticket) being fetched, or null */
  private pending: object | null = null;
  private attempts = 0;
  private wanted = false;
  private readonly commandListeners = new Map<string, Set<Listener<CommandPush>>>();
  private readonly messageListeners = new Set<Listener<MessagePush>>();
  private readonly kickedListeners = new Set<() => void>();
  private readonly vehicleStateListeners = new Set<Listener<VehicleStateMessage>>();
  private readonly filingListeners = new Set<Listener<FilingPushMessage>>();
  private readonly otaListeners = new Set<Listener<OtaPushMessage>>();
  /** topics asked for with "sub:<topic>", with how many listeners hold each */
  private readonly topics = new Map<string, number>();

  constructor(private readonly options: CommandSocketOptions) {}

  get connected(): boolean {
    return this.socket?.readyState === 1;
  }

  /** Opens the socket (if signed in) and keeps it open until close(). */
  connect(): void {
    this.wanted = true;
    if (this.socket || this.retryTimer || this.pending) return;
    this.open();
  }

  close(): void {
    this.wanted = false;
    this.pending = null;
    this.attempts = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      try {
        socket.close();
      } catch {
        /* already closed */
      }
    }
  }

  /** Results of a remote command; returns the unsubscribe function. */
  subscribe(checkId: string, listener: Listener<CommandPush>): () => void {
    const key = String(checkId);
    let set = this.commandListeners.get(key);
    if (!set) this.commandListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.commandListeners.delete(key);
    };
  }

  onMessage(listener: Listener<MessagePush>): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /**
   * Live vehicle state while a monitoring screen listens: the server is asked for the pushes
   * with the first listener (and again after each reconnect) and told to stop after the last.
   */
  onVehicleState(listener: Listener<VehicleStateMessage>): () => void {
    this.vehicleStateListeners.add(listener);
    if (this.vehicleStateListeners.size === 1) this.sendText(WS_VEHICLE_STATE_ON);
    return () => {
      this.vehicleStateListeners.delete(listener);
      if (this.vehicleStateListeners.size === 0) this.sendText(WS_VEHICLE_STATE_OFF);
    };
  }

  /**
   * Upgrade progress of a topic (resources/ota otaTopic: every task's figures, or one task's
   * vehicles); the server is asked for it while a listener holds it, again after each reconnect.
   */
  onOta(topic: string, listener: Listener<OtaPushMessage>): () => void {
    this.otaListeners.add(listener);
    const off = this.holdTopic(topic);
    return () => {
      this.otaListeners.delete(listener);
      off();
    };
  }

  private holdTopic(topic: string): () => void {
    const n = this.topics.get(topic) ?? 0;
    this.topics.set(topic, n + 1);
    if (n === 0) this.sendText(`${WS_SUBSCRIBE}${topic}`);
    return () => {
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) this.topics.set(topic, left);
      else {
        this.topics.delete(topic);
        this.sendText(`${WS_UNSUBSCRIBE}${topic}`);
      }
    };
  }

  private sendText(text: string): void {
    if (this.socket?.readyState === 1) this.socket.send(text);
  }

  /** Status changes of filings the user submitted (the national platform's review). */
  onFiling(listener: Listener<FilingPushMessage>): () => void {
    this.filingListeners.add(listener);
    return () => this.filingListeners.delete(listener);
  }

  onKicked(listener: () => void): () => void {
    this.kickedListeners.add(listener);
    return () => this.kickedListeners.delete(listener);
  }

  /** Dispatches one pushed text frame (public for tests). */
  handle(text: string): void {
    if (text === 'pong') return;
    let push: Record<string, unknown>;
    try {
      push = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    if (!push || typeof push !== 'object') return;
    if (push.type === 'message' && push.data && typeof push.data === 'object') {
      const data = push.data as MessagePush;
      this.messageListeners.forEach((listener) => listener(data));
      return;
    }
    if (push.type === 'vehicleState' && Array.isArray(push.vehicles)) {
      const state = push as unknown as VehicleStateMessage;
      this.vehicleStateListeners.forEach((listener) => listener(state));
      return;
    }
    if (push.type === 'ota' && Array.isArray(push.vehicles)) {
      const ota = push as unknown as OtaPushMessage;
      this.otaListeners.forEach((listener) => listener(ota));
      return;
    }
    if (push.type === 'filing' && typeof push.id === 'number') {
      const filing = push as unknown as FilingPushMessage;
      this.filingListeners.forEach((listener) => listener(filing));
      return;
    }
    if (push.type === 'kicked') {
      this.close();
      this.kickedListeners.forEach((listener) => listener());
      return;
    }
    const checkId = push.checkId ?? push.checkID;
    if (checkId != null) {
      const result = { ...push, type: 'command', checkId: String(checkId) } as CommandPush;
      this.commandListeners.get(String(checkId))?.forEach((listener) => listener(result));
    }
  }

  private open(): void {
    if (!this.wanted) return;
    let next: string | null | Promise<string | null>;
    try {
      next = this.options.url();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (typeof next === 'string' || next === null) {
      this.openAt(next);
      return;
    }
    // a ticket is being fetched: connect() must not start a second one, close() drops this one
    const pending = {};
    this.pending = pending;
    next.then(
      (url) => {
        if (this.pending !== pending) return;
        this.pending = null;
        this.openAt(url);
      },
      () => {
        if (this.pending !== pending) return;
        this.pending = null;
        this.scheduleReconnect();
      },
    );
  }

  private openAt(url: string | null): void {
    if (!url || !this.wanted || this.socket) return;
    let socket: WebSocket;
    try {
      socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.startPing();
      if (this.vehicleStateListeners.size > 0) socket.send(WS_VEHICLE_STATE_ON);
      for (const topic of this.topics.keys()) socket.send(`${WS_SUBSCRIBE}${topic}`);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.handle(event.data);
    };
    socket.onclose = () => {
      this.stopPing();
      this.socket = null;
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      /* onclose follows and schedules the reconnect */
    };
  }

  private scheduleReconnect(): void {
    if (!this.wanted || this.retryTimer) return;
    const min = this.options.minDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 30_000;
    const delay = Math.min(max, min * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (this.socket?.readyState === 1) this.socket.send('ping');
    }, this.options.pingMs ?? WS_PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}

/**
 * ws(s)://<host>/websocket/cmd?Client-Id=BIZ&ticket=<ticket>: a single-use ticket of 30 s from
 * PLATFORM_CALLS.accessTicket, never the session token (a URL ends up in logs and history).
 */
export function commandSocketUrl(
  ticket: string | null,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string | null {
  if (!ticket) return null;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ 'Client-Id': CLIENT_ID, ticket });
  return `${scheme}://${location.host}${WEBSOCKET_PATH}?${query.toString()}`;
}

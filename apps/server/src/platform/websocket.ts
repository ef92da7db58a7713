import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { WEBSOCKET_PATH, type WsPush } from '@chelian/contracts';
import { WS_VEHICLE_STATE_OFF, WS_VEHICLE_STATE_ON } from '@chelian/contracts/monitor';
import { WS_SUBSCRIBE, WS_UNSUBSCRIBE } from '@chelian/contracts/ws';
import { Subjects, type Bus } from './bus';
import type { TicketStore } from './tickets';

export interface Peer {
  socket: WebSocket;
  sessionId: number;
  tenantId: number;
  /** the console asked for vehicle state pushes (a monitoring screen is open) */
  vehicleState: boolean;
  /** a dealer's user: pushes of its vehicles only (vehicle-scope.ts) */
  dealerOrgId: number | null;
  /** the session's permissions when the socket opened: a domain pushes a topic only to those allowed */
  permissions: ReadonlySet<string>;
  /** the topics the console asked for with "sub:<topic>" (e.g. OTA progress of a task) */
  topics: Set<string>;
}

/** Topics a console may hold at once, and their length: a socket cannot grow the server's memory at will. */
const MAX_TOPICS = 32;
const TOPIC = /^[A-Za-z0-9:_-]{1,64}$/;

/**
 * /websocket/cmd: one socket per open console, opened with ?ticket= (a single-use ticket from
 * POST oauth/V1.0/ticket): a browser cannot set a header on a websocket, and a session token in
 * the URL would be written to every proxy's and server's request log.
 * Pushes reach a user's sockets on every API node through the bus.
 */
/**
 * The open consoles of this node. Domains push to them through the hub (monitoring forwards
 * vehicle state to the consoles that asked for it); the platform knows no domain.
 */
export interface WebsocketHub {
  /** users with at least one open console on this node */
  connectedUsers(): number[];
  /** the consoles of each connected user */
  peers(): Iterable<Set<Peer>>;
  send(peer: Peer, push: WsPush): void;
}

export async function registerWebsocket(
  app: FastifyInstance,
  bus: Bus,
  tickets: TicketStore,
): Promise<WebsocketHub> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const peers = new Map<number, Set<Peer>>();

  const send = (peer: Peer, push: WsPush) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(push));
  };

  bus.subscribe(Subjects.userPush, (payload) => {
    const { userIds, push } = payload as { userIds: number[]; push: WsPush };
    for (const userId of userIds) for (const peer of peers.get(userId) ?? []) send(peer, push);
  });

  bus.subscribe(Subjects.sessionRevoked, (payload) => {
    const revoked = new Set((payload as { sessionIds: number[] }).sessionIds);
    for (const set of peers.values()) {
      for (const peer of set) {
        if (!revoked.has(peer.sessionId)) continue;
        send(peer, { type: 'kicked' });
        peer.socket.close(4401, 'session revoked');
      }
    }
  });

  app.get(WEBSOCKET_PATH, { websocket: true }, async (socket, request) => {
    // Listen before the first await: a console asks for its topics as soon as the socket opens,
    // and what arrives while the ticket is redeemed (a database read) would otherwise be dropped
    // (on PostgreSQL it was, and the console never heard its OTA progress).
    let handle: ((text: string) => void) | null = null;
    const early: string[] = [];
    socket.on('message', (data) => {
      const text = String(data);
      if (handle) handle(text);
      else if (early.length < MAX_TOPICS + 4) early.push(text);
    });
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    const auth = typeof ticket === 'string' ? await tickets.redeem(ticket) : null;
    if (!auth) {
      socket.close(4401, 'unauthorized');
      return;
    }
    // closed while the ticket was redeemed: nothing to keep
    if (socket.readyState !== socket.OPEN) return;
    const peer: Peer = {
      socket,
      sessionId: auth.sessionId,
      tenantId: auth.tenantId,
      vehicleState: false,
      dealerOrgId: auth.dealerOrgId ?? null,
      permissions: auth.permissions,
      topics: new Set(),
    };
    const set = peers.get(auth.userId) ?? new Set();
    set.add(peer);
    peers.set(auth.userId, set);
    handle = (text) => {
      if (text === 'ping') socket.send('pong');
      else if (text === WS_VEHICLE_STATE_ON) peer.vehicleState = true;
      else if (text === WS_VEHICLE_STATE_OFF) peer.vehicleState = false;
      else if (text.startsWith(WS_SUBSCRIBE)) {
        const topic = text.slice(WS_SUBSCRIBE.length);
        if (TOPIC.test(topic) && peer.topics.size < MAX_TOPICS) peer.topics.add(topic);
      } else if (text.startsWith(WS_UNSUBSCRIBE)) peer.topics.delete(text.slice(WS_UNSUBSCRIBE.length));
    };
    for (const text of early.splice(0)) handle(text);
    socket.on('close', () => {
      set.delete(peer);
      if (set.size === 0) peers.delete(auth.userId);
    });
  });

  const hub: WebsocketHub = {
    connectedUsers: () => [...peers.keys()],
    peers: () => peers.values(),
    send,
  };
  return hub;
}

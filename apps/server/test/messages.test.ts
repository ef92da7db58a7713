import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { startHarness, type Harness } from './harness';
import { DEMO } from '../src/demo/tenants';
import { users } from '../src/platform/schema';
import { translations } from '../src/platform/messages';
import { notify } from '../src/platform/notices';

describe('messages', () => {
  let h: Harness;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login(DEMO.operator, DEMO.userPassword);
    userId = (await h.ctx.database.db.select().from(users).where(eq(users.userName, DEMO.operator)))[0]!.id;
  });
  afterAll(() => h.close());

  const count = async () => (await h.call('GET', '/api/system-svc/message/count', { token })).json();
  const list = async (query: Record<string, string>) =>
    (
      await h.call('GET', '/api/system-svc/message/init', {
        token,
        query: { pushChannel: 'WEB', page: '1', pageSize: '10', ...query },
      })
    ).json();
  const post = (path: string, body: unknown) =>
    h.call('POST', `/api/system-svc/message/${path}`, { token, body });

  it('moves a message unread -> read -> trash -> read', async () => {
    const [id] = await notify(h.ctx.database.db, h.ctx.bus, {
      tenantId: 1,
      userIds: [userId],
      bizType: 'GB',
      title: 'GB alarm',
      body: 'level 3',
    });
    const before = await count();
    expect(before.unread).toBeGreaterThanOrEqual(2); // the seeded welcome and this one
    const unread = await list({ triggerFlag: '0' });
    expect(unread.items[0]).toMatchObject({
      id,
      msg_id: id,
      triggerFlag: 0,
      pushBizType: 'GB',
      pushChannel: 'WEB',
      title: 'GB alarm',
    });

    // Read messages cannot be trashed before they are read.
    expect((await post('remove_readed', { ids: [id] })).statusCode).toBe(409);
    expect((await post('has_read', { ids: [id] })).json().moved).toBe(1);
    expect((await count()).unread).toBe(before.unread - 1);
    expect((await post('remove_readed', { msg_id: id })).json().moved).toBe(1);
    const trash = await list({ trash: '1' });
    expect(trash.items.map((m: { id: number }) => m.id)).toContain(id);
    expect((await post('restore', { ids: [id] })).json().moved).toBe(1);
    const read = await list({ triggerFlag: '1' });
    expect(read.items.map((m: { id: number }) => m.id)).toContain(id);
    expect(
      (
        await h.call('GET', '/api/system-svc/message/content', { token, query: { msg_id: String(id) } })
      ).json().pushBody,
    ).toBe('level 3');
  });

  it("reads a platform's message in the language of the console that opens it, a person's words as written", async () => {
    const [id] = await notify(h.ctx.database.db, h.ctx.bus, {
      tenantId: 1,
      userIds: [userId],
      bizType: 'SYSTEM',
      title: translations('PASSWORD_CHANGED_TITLE'),
      body: translations('PASSWORD_CHANGED_TEXT', { time: '2026-11-27 09:00:00', ip: '10.0.0.9' }),
    });
    const [own] = await notify(h.ctx.database.db, h.ctx.bus, {
      tenantId: 1,
      userIds: [userId],
      bizType: 'SYSTEM',
      title: '今晚维护',
      body: '22:00 起',
    });
    const read = async (lang: string, msgId: number) =>
      (
        await h.call('GET', '/api/system-svc/message/content', {
          token,
          query: { msg_id: String(msgId) },
          headers: { 'accept-language': lang },
        })
      ).json();
    expect(await read('en-US', id!)).toMatchObject({
      title: 'Password changed',
      pushBody: expect.stringContaining('Your password was changed at 2026-11-27 09:00:00 (IP 10.0.0.9)'),
    });
    expect(await read('zh-CN', id!)).toMatchObject({ title: '密码已修改' });
    expect(await read('zh-TW', id!)).toMatchObject({ title: '密碼已修改' });
    expect(await read('en-US', own!)).toMatchObject({ title: '今晚维护', pushBody: '22:00 起' });
    const listed = (
      await h.call('GET', '/api/system-svc/message/init', {
        token,
        query: { pushChannel: 'WEB', page: '1', pageSize: '10', triggerFlag: '0' },
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(listed.items.find((m: { id: number }) => m.id === id).title).toBe('Password changed');
  });

  it('marks everything read at once', async () => {
    await notify(h.ctx.database.db, h.ctx.bus, {
      tenantId: 1,
      userIds: [userId, userId],
      bizType: 'SYSTEM',
      title: 't',
      body: 'b',
    });
    expect((await post('has_read', { all: true })).statusCode).toBe(200);
    expect((await count()).unread).toBe(0);
  });

  it("never shows or moves another user's message", async () => {
    const admin = await h.adminToken();
    const [adminId] = (
      await h.ctx.database.db.select().from(users).where(eq(users.userName, DEMO.admin))
    ).map((u) => u.id);
    const [theirs] = await notify(h.ctx.database.db, h.ctx.bus, {
      tenantId: 1,
      userIds: [adminId!],
      bizType: 'SYSTEM',
      title: 'private',
      body: 'x',
    });
    expect(
      (await h.call('GET', '/api/system-svc/message/content', { token, query: { msg_id: String(theirs) } }))
        .statusCode,
    ).toBe(404);
    expect((await post('has_read', { ids: [theirs] })).statusCode).toBe(409);
    const still = (
      await h.call('GET', '/api/system-svc/message/content', {
        token: admin,
        query: { msg_id: String(theirs) },
      })
    ).json();
    expect(still.triggerFlag).toBe(0);
  });

  it('rejects an empty id list', async () => {
    const res = await post('has_read', { ids: [] });
    expect(res.statusCode).toBe(400);
  });

  it('pushes a new message over the websocket to its user only', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as { port: number }).port;
    const ticketOf = async (t: string) => {
      const res = await h.call('POST', '/api/oauth/V1.0/ticket', { token: t });
      expect(res.statusCode).toBe(200);
      expect(res.json().expiresAt - Date.now()).toBeLessThanOrEqual(30_000);
      return res.json().ticket as string;
    };
    const urlOf = (ticket: string) =>
      `ws://127.0.0.1:${port}/websocket/cmd?Client-Id=BIZ&ticket=${encodeURIComponent(ticket)}`;
    const closeCode = (url: string) =>
      new Promise<number>((resolve) => {
        const s = new WebSocket(url);
        s.on('close', (code) => resolve(code));
      });
    const open = (t: string) =>
      ticketOf(t).then(
        (ticket) =>
          new Promise<{ socket: WebSocket; received: unknown[]; ticket: string }>((resolve, reject) => {
            const socket = new WebSocket(urlOf(ticket));
            const received: unknown[] = [];
            socket.on('message', (data) =>
              received.push(String(data) === 'pong' ? 'pong' : JSON.parse(String(data))),
            );
            socket.on('open', () => resolve({ socket, received, ticket }));
            socket.on('error', reject);
          }),
      );
    const mine = await open(token);
    const other = await open(await h.adminToken());
    mine.socket.send('ping');
    await notify(h.ctx.database.db, h.ctx.bus, {
      tenantId: 1,
      userIds: [userId],
      bizType: 'ERRORMSG',
      title: 'terminal offline',
      body: 'x',
    });
    await expect.poll(() => mine.received.length).toBe(2);
    expect(mine.received).toContainEqual('pong');
    expect(mine.received).toContainEqual(
      expect.objectContaining({
        type: 'message',
        data: expect.objectContaining({ title: 'terminal offline', pushBizType: 'ERRORMSG' }),
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(other.received).toHaveLength(0);

    expect(await closeCode(urlOf('bogus-ticket-0123456789'))).toBe(4401);
    // a ticket opens one socket: the URL, if logged anywhere, is worth nothing afterwards
    expect(await closeCode(urlOf(mine.ticket))).toBe(4401);
    // the session token itself is no longer taken from the URL
    expect(
      await closeCode(
        `ws://127.0.0.1:${port}/websocket/cmd?Client-Id=BIZ&Authorization=${encodeURIComponent(token)}`,
      ),
    ).toBe(4401);
    expect((await h.call('POST', '/api/oauth/V1.0/ticket')).statusCode).toBe(401);
    // nor by any other route: only the Authorization header carries it
    for (const name of ['token', 'Authorization'])
      expect(
        (await h.call('GET', '/api/system-svc/users/getCurUser', { query: { [name]: token } })).statusCode,
      ).toBe(401);

    // A kicked session's socket hears it and closes.
    const closed = new Promise<number>((resolve) => mine.socket.on('close', (code) => resolve(code)));
    await h.call('POST', '/api/oauth/noToken/logout', { token });
    expect(await closed).toBe(4401);
    expect(mine.received).toContainEqual({ type: 'kicked' });
    other.socket.close();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { MenuNode, Theme } from '@chelian/contracts/platform';
import { isAllowed } from '@chelian/contracts/permissions';
import { toPermissionSet } from '../src/state/permissions';
import { CommandSocket, commandSocketUrl } from '../src/api/ws';
import { fileLink } from '../src/api/attachments';
import { collectRoutes, MESSAGE_CENTER_PATH } from '../src/shell/menu/menuModel';
import { normalizeIconName } from '../src/shell/menu/menuIcons';
import { toAppliedTheme } from '../src/theme/themeConfig';
import { screenRegistry } from '../src/screens/registry';
import { allScreens } from '@chelian/contracts/menu-catalog';
import { ChunkLoadError, loadChunk } from '../src/utils/loadChunk';

describe('permissions', () => {
  it('splits entries holding several lines and adds the user type permission', () => {
    const granted = toPermissionSet(
      ['attachment/view\nattachment/upload', ' vehicle/create \r\n', ''],
      'ADMIN',
    );
    expect([...granted].sort()).toEqual([
      'attachment/upload',
      'attachment/view',
      'userType/admin',
      'vehicle/create',
    ]);
    expect(isAllowed(granted, 'attachment', 'upload')).toBe(true);
    expect(isAllowed(granted, 'attachment', 'delete')).toBe(false);
    expect(isAllowed(granted, 'x', 'vehicle/create')).toBe(true);
    expect(toPermissionSet(null, 'TENANT').has('userType/tenant')).toBe(true);
  });
});

const leaf = (id: number, dataValue: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  type: 'LEAF',
  name: `screen ${dataValue}`,
  dataValue,
  path: `/${dataValue}`,
  icon: null,
  externalLink: null,
  keepAlive: false,
  hidden: false,
  children: [],
  ...extra,
});

describe('menu routes', () => {
  const menu: MenuNode[] = [
    {
      ...leaf(1, 'file'),
      type: 'DIR',
      name: '文件',
      path: '/file',
      children: [
        leaf(2, 'file/attachments', { keepAlive: true }),
        leaf(3, 'file/secret', { hidden: true }),
        leaf(4, 'file/docs', { externalLink: 'https://example.com' }),
      ],
    },
  ];

  it('collects leaves (hidden ones too) with their group, skipping external links', () => {
    const routes = collectRoutes(menu, { home: 'Home', messageCenter: 'Messages' });
    expect(routes.get('/file/attachments')).toMatchObject({
      key: 'file/attachments',
      groupTitle: '文件',
      keepAlive: true,
      hidden: false,
    });
    expect(routes.get('/file/secret')?.hidden).toBe(true);
    expect(routes.has('/file/docs')).toBe(false);
  });

  it('always knows home and the message centre, without a breadcrumb group for the latter', () => {
    const routes = collectRoutes([], { home: 'Home', messageCenter: 'Messages' });
    expect(routes.get('/home/home')).toMatchObject({ key: 'home/home', title: 'Home' });
    expect(routes.get(MESSAGE_CENTER_PATH)).toMatchObject({
      key: 'message/message_center',
      groupTitle: null,
      hidden: true,
    });
  });

  it('registers the built screens, each a screen of the menu catalogue', () => {
    const registered = Object.keys(screenRegistry);
    expect(registered).toEqual(
      expect.arrayContaining(['file/attachments', 'home/home', 'message/message_center']),
    );
    // every system administration screen of the catalogue has its chunk
    for (const entry of allScreens.filter((screen) => screen.key.startsWith('system/')))
      expect(registered, entry.key).toContain(entry.key);
    const catalogue = new Set(allScreens.map((entry) => entry.key));
    for (const key of Object.keys(screenRegistry)) expect(catalogue.has(key), key).toBe(true);
    // the last screens of remote control, locks and QB parameters
    expect(registered).toEqual(
      expect.arrayContaining([
        'remote/seat-heating',
        'remote/diagnosis',
        'vehicle/lock-history',
        'terminal/qb-params-vehicle-params',
      ]),
    );
  });

  it('normalizes icon names', () => {
    expect(normalizeIconName('CarOutlined')).toBe('car');
    expect(normalizeIconName('bar-chart')).toBe('barchart');
    expect(normalizeIconName(null)).toBe('');
  });
});

describe('themes', () => {
  const theme = (attrs: Record<string, string>): Theme => ({
    id: 1,
    name: 't',
    attrList: Object.entries(attrs).map(([attrCode, attrValue]) => ({ attrCode, attrValue })),
  });

  it('maps theme attributes onto antd settings', () => {
    const applied = toAppliedTheme(
      theme({ colorPrimary: '#ff6600', borderRadius: '4', algorithm: 'dark', siderTheme: 'light' }),
    );
    expect(applied.config.token).toEqual({ colorPrimary: '#ff6600', borderRadius: 4 });
    expect(applied.siderTheme).toBe('light');
    expect(applied.config.algorithm).toBeTypeOf('function');
  });

  it('ignores malformed values', () => {
    const applied = toAppliedTheme(theme({ colorPrimary: 'red;', borderRadius: 'x' }));
    expect(applied.config.token).toEqual({});
    expect(applied.siderTheme).toBe('dark');
    expect(toAppliedTheme(null).config.token).toEqual({});
  });
});

describe('screen chunks', () => {
  it('names a chunk that fails or times out', async () => {
    await expect(loadChunk('file/attachments', () => Promise.reject(new Error('404')))).rejects.toMatchObject(
      {
        chunk: 'file/attachments',
        type: 'load',
      },
    );
    vi.useFakeTimers();
    const pending = loadChunk('x/y', () => new Promise(() => undefined));
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(pending).rejects.toMatchObject({ type: 'timeout', chunk: 'x/y' });
    vi.useRealTimers();
  });
});

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

describe('command socket', () => {
  it('builds the URL with the client id and a single-use ticket, never the token', () => {
    expect(commandSocketUrl('a b', { protocol: 'https:', host: 'x.test' })).toBe(
      'wss://x.test/websocket/cmd?Client-Id=BIZ&ticket=a+b',
    );
    expect(commandSocketUrl(null)).toBeNull();
  });

  it('pings every 50 s, dispatches pushes and reconnects with backoff', () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const socket = new CommandSocket({
      url: () => 'ws://h/websocket/cmd',
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    const messages: unknown[] = [];
    const results: unknown[] = [];
    const kicked = vi.fn();
    socket.onMessage((m) => messages.push(m));
    const off = socket.subscribe('c-1', (r) => results.push(r));
    socket.onKicked(kicked);
    socket.connect();
    const first = FakeSocket.instances[0]!;
    first.open();
    vi.advanceTimersByTime(50_000);
    expect(first.sent).toEqual(['ping']);

    first.push('pong');
    first.push({ type: 'message', data: { id: 5, title: 'Alarm', pushBizType: 'GB', create_time: 1 } });
    first.push({ type: 'command', checkId: 'c-1', ok: true });
    first.push({ checkID: 'c-1', legacy: true });
    first.push({ type: 'command', checkId: 'other' });
    expect(messages).toEqual([{ id: 5, title: 'Alarm', pushBizType: 'GB', create_time: 1 }]);
    expect(results).toHaveLength(2);
    off();
    first.push({ type: 'command', checkId: 'c-1' });
    expect(results).toHaveLength(2);

    first.drop();
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    FakeSocket.instances[2]!.open();
    FakeSocket.instances[2]!.push({ type: 'kicked' });
    expect(kicked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(3);
    vi.useRealTimers();
  });

  it('asks for a fresh URL (its ticket) at every connection, and drops one that arrives after close', async () => {
    FakeSocket.instances = [];
    let n = 0;
    const socket = new CommandSocket({
      url: async () => `ws://h/websocket/cmd?ticket=t${++n}`,
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      minDelayMs: 1,
    });
    socket.connect();
    socket.connect();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(FakeSocket.instances[0]!.url).toBe('ws://h/websocket/cmd?ticket=t1');
    FakeSocket.instances[0]!.drop();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(FakeSocket.instances[1]!.url).toBe('ws://h/websocket/cmd?ticket=t2');
    socket.close();
    socket.connect();
    socket.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops reconnecting once closed', () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const socket = new CommandSocket({
      url: () => 'ws://h',
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    socket.connect();
    FakeSocket.instances[0]!.drop();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.useRealTimers();
  });
});

describe('file links', () => {
  it('opens only the signed links the server handed out, never a URL built with the token', () => {
    const signed =
      '/api/file-svc/attachments/V1.0/0123456789abcdef0123456789abcdef/download?expires=1&signature=ab';
    expect(fileLink(signed)).toBe(signed);
    for (const other of [null, undefined, 5, '', 'javascript:alert(1)', 'https://evil.test/api/x'])
      expect(fileLink(other)).toBeNull();
  });
});

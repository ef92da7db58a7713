import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../e2e/chromium';
import type { Figure } from './support';

/**
 * The console's large-table path: the built console in Chromium, the users screen answering a
 * page of 10,000 rows (the bench's HTTP server mocks every call), opened in a started console and
 * by a deep link in a new tab; then select all, clear, and toggle one row. Each timing runs from
 * the click to React's commit and to the next painted frame.
 * Needs `npm run build -w apps/web` first.
 */
const ROWS = 10_000;
const RUNS = 7;
// BENCH_WEB_DIST: a console built elsewhere (`vite build --outDir`), e.g. to compare two builds
const DIST = process.env.BENCH_WEB_DIST
  ? `${process.env.BENCH_WEB_DIST.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

const user = {
  id: 1,
  userName: 'bench',
  realName: 'Bench',
  userType: 'ADMIN',
  avatar: null,
  avatarImgPath: null,
  themeId: null,
  tenant: { tenantId: 1, tenantCode: 'platform', tenantName: 'Platform' },
  orgId: 1,
  passwordState: 'OK',
};
const menu = [
  {
    id: 1,
    type: 'DIR',
    name: '系统管理',
    dataValue: 'system',
    path: '/system',
    icon: 'SettingOutlined',
    externalLink: null,
    keepAlive: false,
    hidden: false,
    children: [
      {
        id: 2,
        type: 'LEAF',
        name: '用户管理',
        dataValue: 'system/user',
        path: '/system/user',
        icon: null,
        externalLink: null,
        keepAlive: false,
        hidden: false,
        children: [],
      },
    ],
  },
];
const resources = [
  'user/view',
  'user/create',
  'user/update',
  'user/delete',
  'user/export',
  'user/import',
  'user/unmask',
];

function bigPage(): string {
  const items = Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    userName: `user${String(i + 1).padStart(5, '0')}`,
    realName: `用户 ${i + 1}`,
    userType: i % 3 ? 'TENANT' : 'DEALER',
    status: 'NORMAL',
    orgId: 1,
    orgLabel: '车联平台总部',
    roleIds: [1, 2],
    roleLabels: ['平台管理员', '运营专员'],
    phone: `138${String(i).padStart(8, '0')}`,
    email: `user${i}@example.com`,
    sex: i % 2 ? 'MALE' : 'FEMALE',
    expireDate: 1800000000000,
    passwordErrorNum: 0,
    loginTimes: i,
    lastLoginTime: 1790000000000 + i * 1000,
    lastLoginIp: '10.0.0.1',
    createdAt: 1780000000000 + i * 1000,
  }));
  return JSON.stringify({ items, total: ROWS, current: 1, pageSize: ROWS, totalExact: true });
}

/** The answer to each mocked call, by a fragment of its URL (first match wins). */
function mockAnswers(): [string, string][] {
  const json = (data: unknown) => JSON.stringify(data);
  return [
    ['users/V1.0/page', bigPage()],
    ['users/getCurUser', json(user)],
    ['auth/menu', json(menu)],
    ['auth/V2.0/resource', json(resources)],
    [
      'dicItems/V1.0/options/all',
      json({
        userType: [
          { id: 'TENANT', label: '租户用户' },
          { id: 'DEALER', label: '经销商' },
        ],
        userStatus: [{ id: 'NORMAL', label: '正常' }],
        sex: [
          { id: 'MALE', label: '男' },
          { id: 'FEMALE', label: '女' },
        ],
      }),
    ],
    [
      'getTenantAndThemes',
      json({
        tenant: {
          tenantId: 1,
          tenantCode: 'platform',
          tenantName: 'Platform',
          appName: 'Chelian',
          domainName: null,
          copyright: null,
          recordNo: null,
          appLogoFilePath: null,
          loginBgFilePath: null,
          loginLogoFilePath: null,
        },
        themeList: [],
      }),
    ],
    ['/options', '[]'],
    ['themeOptions', '[]'],
    ['message/count', json({ count: 0, unread: 0, read: 0, trash: 0 })],
    ['message/init', json({ items: [], total: 0, current: 1 })],
  ];
}

/**
 * The built console and its calls over loopback HTTP, as a server would send them: the calls are
 * mocked here rather than through Playwright's interception, which passes a 4 MB body through its
 * own protocol (0.5-2 s of the measure, none of it the console's).
 */
function serve(): Promise<{ server: Server; url: string }> {
  const answers = mockAnswers();
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const answer = answers.find(([fragment]) => url.includes(fragment))?.[1] ?? '{}';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
      return;
    }
    const path = normalize(decodeURIComponent(url.split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(DIST, path);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory())
      file = join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

/**
 * Clicks in the page: `committed` is when the click returns (React renders and commits a click's
 * update before that), `painted` when the next frame has been drawn.
 */
async function timedClick(page: Page, selector: string): Promise<{ committed: number; painted: number }> {
  return page.evaluate(async (sel) => {
    const target = document.querySelector<HTMLElement>(sel);
    if (!target) throw new Error(`no ${sel}`);
    const t0 = performance.now();
    target.click();
    const committed = performance.now() - t0;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { committed, painted: performance.now() - t0 };
  }, selector);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/**
 * BENCH_PROFILE=1: prints the functions that take the most time while the given checkboxes are clicked
 * (BENCH_PROFILE_OUT=file also writes the raw CPU profile, to map onto a `vite build --sourcemap`).
 */
async function profile(page: Page, selectors: string[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (const selector of selectors) await timedClick(page, selector);
  const { profile: result } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(result));
  const self = new Map<string, number>();
  const byId = new Map(result.nodes.map((n) => [n.id, n]));
  result.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (result.timeDeltas[i] ?? 0) / 1000);
  });
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

export async function run(): Promise<Figure[]> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first');
  const { server, url } = await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    /** A page of its own (own cache), signed in as the console keeps a session. */
    const signedInPage = async () => {
      const p = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      await p.route('**/websocket/**', (route) => route.abort());
      await p.addInitScript(
        ({ user: u, menu: m, resources: r }) => {
          sessionStorage.setItem(
            'chelian.session',
            JSON.stringify({
              token: 'bench',
              expiresAt: Date.now() + 3600_000,
              user: u,
              menu: m,
              resources: r,
              theme: null,
              passwordPrompt: null,
            }),
          );
        },
        { user, menu, resources },
      );
      return p;
    };

    // The screen opened in a console that has started (at a screen of nothing): what a user who
    // picks it from the menu waits for, its chunks and its page fetched then.
    const started = await signedInPage();
    await started.goto(`${url}/#/system/nothing`);
    await started.getByTestId('content-area').waitFor({ timeout: 60_000 });
    await started.waitForTimeout(1_000);
    const navigated = Date.now();
    await started.evaluate(() => (location.hash = '#/system/user'));
    await started.getByTestId('user-row-1').waitFor({ timeout: 60_000 });
    const fromMenu = Date.now() - navigated;
    await started.close();

    // A deep link in a new tab: the console's start, then the screen.
    const page = await signedInPage();
    const opened = Date.now();
    await page.goto(`${url}/#/system/user`);
    await page.getByTestId('user-row-1').waitFor({ timeout: 60_000 });
    const firstRender = Date.now() - opened;
    const rowCount = await page.evaluate(
      () => document.querySelectorAll('[data-testid^="user-row-"]').length,
    );

    const header = '[data-testid="user-table"] thead .ant-checkbox-input';
    const row = (id: number) => `[data-testid="user-row-${id}"] .ant-checkbox-input`;
    const selected = () =>
      page.evaluate(
        () => document.querySelectorAll('[data-testid^="user-row-"] .ant-checkbox-checked').length,
      );

    const idle: number[] = [];
    for (let i = 0; i < RUNS; i++)
      idle.push(
        await page.evaluate(async () => {
          const t0 = performance.now();
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now() - t0;
        }),
      );
    if (process.env.BENCH_PROFILE) await profile(page, [header, row(3), row(3), header]);

    type Timing = { committed: number; painted: number };
    const selectAll: Timing[] = [];
    const clearAll: Timing[] = [];
    const toggle: Timing[] = [];
    for (let i = 0; i < RUNS; i++) {
      selectAll.push(await timedClick(page, header));
      if ((await selected()) === 0) throw new Error('select all selected nothing');
      toggle.push(await timedClick(page, row(3)));
      toggle.push(await timedClick(page, row(3)));
      clearAll.push(await timedClick(page, header));
      if ((await selected()) !== 0) throw new Error('clearing left rows selected');
    }
    // scrolling the virtual list stays cheap too
    const scroll = await page.evaluate(async () => {
      const body = document.querySelector<HTMLElement>(
        '[data-testid="user-table"] .ant-table-tbody-virtual-holder, [data-testid="user-table"] .ant-table-body',
      )!;
      const t0 = performance.now();
      body.scrollTop = body.scrollHeight / 2;
      body.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t0;
    });

    const fig = (name: string, values: number[]): Figure[] => [
      { name: `${name}, median`, value: round(median(values)), unit: 'ms' },
      { name: `${name}, worst of ${values.length}`, value: round(Math.max(...values)), unit: 'ms' },
    ];
    return [
      {
        name: `users screen with a ${ROWS.toLocaleString('en-US')}-row page, a deep link in a new tab: open to first row shown`,
        value: firstRender,
        unit: 'ms',
      },
      {
        name: `the same, opened in a started console: navigation to first row shown`,
        value: fromMenu,
        unit: 'ms',
      },
      { name: 'table rows in the DOM (virtual scroll)', value: rowCount, unit: 'rows' },
      ...fig('no click: to next frame painted (baseline)', idle),
      ...fig(
        'select all 10,000: click to committed',
        selectAll.map((s) => s.committed),
      ),
      ...fig(
        'select all 10,000: click to next frame painted',
        selectAll.map((s) => s.painted),
      ),
      ...fig(
        'toggle one row (10,000 in the page): click to committed',
        toggle.map((s) => s.committed),
      ),
      ...fig(
        'toggle one row (10,000 in the page): click to next frame painted',
        toggle.map((s) => s.painted),
      ),
      ...fig(
        'clear all 10,000: click to committed',
        clearAll.map((s) => s.committed),
      ),
      ...fig(
        'clear all 10,000: click to next frame painted',
        clearAll.map((s) => s.painted),
      ),
      { name: 'scroll to the middle: to next frame', value: round(scroll), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, captchaAnswer, choose, md5, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/fit-and-finish-home';
const LANGS = ['zh-CN', 'en-US'] as const;
type Lang = (typeof LANGS)[number];

/** Texts the tests read, as the catalogues give them. */
const TEXT = {
  'zh-CN': {
    noSeries: '无车系',
    soFar: '（截至今日）',
    button: '按钮',
    userScreen: '用户管理',
    alarmingHint: /此刻正处于报警状态/,
  },
  'en-US': {
    noSeries: 'No series',
    soFar: '(so far)',
    button: 'Button',
    userScreen: 'Users',
    alarmingHint: /with an alarm active right now/,
  },
} as const;

async function open(browser: import('@playwright/test').Browser, lang: Lang) {
  const context = await browser.newContext({ locale: lang });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('chelian.lang', l), lang);
  return { context, page };
}

/** Opaque pixels of the chart's canvas inside a strip from its left edge, px of the page. */
function inkLeftOf(chart: Locator, width: number): Promise<number> {
  return chart.evaluate((el, w) => {
    const canvas = el.querySelector('canvas')!;
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, Math.round(w * scale), canvas.height);
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) opaque++;
    return opaque;
  }, width);
}

const treeNode = (scope: Locator, code: string) =>
  scope.locator('.ant-tree-treenode', { has: scope.page().getByTestId(`authority-node-${code}`) });

async function shot(page: Page, target: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(1500); // entry animations (the last bar of a chart grows last)
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe.serial('console fit: home, authority tree, login, history VIN', () => {
  test.setTimeout(120_000);
  const [identity] = fleetIdentities(1, 'e2e-fit-home');
  const vin = identity!.vin;
  let terminal: SimulatedTerminal;

  test.beforeAll(async () => {
    // a vehicle of its own (registered by its terminal, so without a series) with some history
    terminal = new SimulatedTerminal({
      identity: identity!,
      port: port + 1,
      interval: 10,
      randomAlarms: false,
      startTime: Date.now() - 300_000,
    });
    expect(await terminal.login()).toBe('ok');
    for (let i = 0; i < 20; i++) terminal.tick();
  });
  test.afterAll(async () => {
    await terminal?.stop({ logout: true }).catch(() => undefined);
  });

  test('home: the alarm figures explain themselves, months compare per day with values on the axis, series are series', async ({
    browser,
  }) => {
    for (const lang of LANGS) {
      const { context, page } = await open(browser, lang);
      await signInAdmin(page);
      await expect(page.getByTestId('home')).toBeVisible();

      // "in alarm" (now) beside "alarms today" (raised): the difference is on hover
      const hint = page.getByRole('tooltip').filter({ hasText: TEXT[lang].alarmingHint });
      await expect(async () => {
        await page.mouse.move(0, 0);
        await page.getByTestId('home-fleet-alarming-hint').hover();
        await expect(hint).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await page.getByTestId('home-fleet-todayAlarms-hint').hover();
      await expect(hint).toBeHidden();

      // months: the current one marked "so far"; the value axis carries its figures at the left
      const months = page.getByTestId('home-work-months');
      await expect(months.locator('canvas').first()).toBeVisible();
      await expect(months).toHaveAttribute(
        'aria-label',
        new RegExp(TEXT[lang].soFar.replace(/[()]/g, '\\$&')),
      );
      await expect.poll(() => inkLeftOf(months, 36)).toBeGreaterThan(150);

      // by series: the terminal's vehicle has none and is counted under "No series", not "—"
      const types = page.getByTestId('home-by-type-chart');
      await expect(types.locator('canvas').first()).toBeVisible();
      await expect(types).toHaveAttribute('aria-label', new RegExp(TEXT[lang].noSeries));
      await shot(page, page.getByTestId('home'), `home-${lang}`);
      await page.getByTestId('home-months').scrollIntoViewIfNeeded();
      await shot(page, page.getByTestId('home-months'), `home-months-${lang}`);
      await context.close();
    }
  });

  test('authority tree: search finds nodes under closed parents, kinds are labels, the read-only view shows half-ticked parents', async ({
    browser,
  }) => {
    for (const lang of LANGS) {
      const { context, page } = await open(browser, lang);
      await signInAdmin(page);
      await page.goto('/#/system/role-assign-authority'); // a screen kept off the menu, opened from the role list
      await choose(page, 'role-assign-authority-role', '运营专员');
      await page.getByTestId('role-assign-authority-open').click();
      const tree = page.getByTestId('role-assign-authority');
      await expect(tree.getByTestId('authority-node-system')).toBeVisible();
      // a button two levels down, its screen closed: the search opens the way to it and marks it
      await expect(tree.getByTestId('authority-node-system/user#export')).toHaveCount(0);
      const search = page.getByTestId('role-assign-authority-search').locator('input');
      await search.fill(TEXT[lang].userScreen);
      const hit = tree.getByTestId('authority-node-system/user');
      await expect(hit).toBeVisible();
      await expect(hit.locator('mark')).toHaveText(TEXT[lang].userScreen);
      await expect(tree.getByTestId('authority-node-system/user#export')).toBeVisible();
      await expect(treeNode(tree, 'system/user#export')).toContainText(TEXT[lang].button);
      // what does not match is out of sight
      await expect(tree.getByTestId('authority-node-file')).toBeHidden();
      await shot(page, page.getByRole('dialog'), `tree-search-${lang}`);
      // a permission code finds its button
      await search.fill('attachments/upload');
      await expect(tree.getByTestId('authority-node-file/attachments#upload')).toBeVisible();
      await expect(tree.getByTestId('authority-node-system/user')).toBeHidden();
      await search.fill('zzz-nothing');
      await expect(page.getByTestId('role-assign-authority-no-match')).toBeVisible();
      // clearing the search keeps the grant as it was: the operator's attachments half ticked
      await search.fill('');
      await expect(treeNode(tree, 'file').locator('.ant-tree-checkbox').first()).toHaveClass(
        /ant-tree-checkbox-indeterminate/,
      );
      await page.keyboard.press('Escape');

      // read-only: every box disabled, the parents still show what is granted below them
      await page.goto('/#/system/role-check-authority'); // a screen kept off the menu, opened from the role list
      await choose(page, 'role-check-authority-role', '运营专员');
      await page.getByTestId('role-check-authority-open').click();
      const view = page.getByTestId('role-check-authority');
      const box = (code: string) => treeNode(view, code).locator('.ant-tree-checkbox').first();
      await expect(box('file')).toHaveClass(/ant-tree-checkbox-indeterminate/);
      await expect(box('file')).toHaveClass(/ant-tree-checkbox-disabled/);
      await expect(box('system')).not.toHaveClass(/ant-tree-checkbox-(checked|indeterminate)/);
      await page.getByTestId('role-check-authority-search').locator('input').fill('file/attachments');
      await expect(box('file/attachments')).toHaveClass(/ant-tree-checkbox-indeterminate/);
      await expect(box('file/attachments#view')).toHaveClass(/ant-tree-checkbox-checked/);
      await expect(box('file/attachments#delete')).not.toHaveClass(/ant-tree-checkbox-checked/);
      await shot(page, page.getByRole('dialog'), `tree-view-${lang}`);
      await context.close();
    }
  });

  test('single-vehicle history: the VIN is picked from suggestions as in the vehicle list', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'monitor/history-single');
    const input = page.getByTestId('history-single-vin').locator('input');
    // the last six characters are enough to find it
    await input.fill(vin.slice(-6));
    const option = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      {
        hasText: vin,
      },
    );
    await expect(option).toBeVisible();
    await option.click();
    await expect(input).toHaveValue(vin);
    await expect(page.getByTestId('history-panel')).toBeVisible();
    await shot(page, page.getByTestId('monitor-history-single-screen'), 'history-vin');
  });

  test('login: a large, legible captcha; the password-changed notice leaves the language links free', async ({
    browser,
    request,
  }) => {
    for (const lang of LANGS) {
      const { context, page } = await open(browser, lang);
      await page.goto('/#/login');
      const img = page.getByTestId('login-captcha-img');
      await expect(img).toHaveAttribute('src', /key=/);
      const size = await img.evaluate((el: HTMLImageElement) => ({
        width: el.getBoundingClientRect().width,
        height: el.getBoundingClientRect().height,
        natural: [el.naturalWidth, el.naturalHeight],
      }));
      expect(size.width).toBeGreaterThanOrEqual(158);
      expect(size.height).toBeGreaterThanOrEqual(54);
      expect(size.natural).toEqual([160, 56]);
      await shot(page, page.locator('main'), `login-${lang}`);
      await context.close();
    }

    // a user changes the initial password: signed out, the notice must not cover the language links
    const token = await adminToken(request);
    // a name outside e2e_: the user screen's test exports and re-imports every e2e_ user
    const user = { userName: `fit_home_${Date.now() % 100000}`, password: 'Fit-Home@2026' };
    const created = await request.post('/api/system-svc/users/V1.0', {
      headers: { authorization: token },
      data: {
        userName: user.userName,
        realName: user.userName,
        userType: 'TENANT',
        password: md5(user.password),
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { context, page } = await open(browser, 'zh-CN');
    // signed in by the form (the user has no role, so no menu to wait for): the prompt to change comes up
    await page.goto('/#/login');
    await page.getByTestId('login-username').fill(user.userName);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-captcha').fill(await captchaAnswer(page));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('pwd-prompt-now').click();
    await page.getByTestId('pwd-old').fill(user.password);
    await page.getByTestId('pwd-new').fill('Fit-Home@2027');
    await page.getByTestId('pwd-confirm').fill('Fit-Home@2027');
    await page.getByTestId('pwd-submit').click();
    await expect(page).toHaveURL(/#\/login/);
    const notice = page.locator('.ant-notification-notice', { hasText: '密码已修改' });
    await expect(notice).toBeVisible();
    const a = (await notice.boundingBox())!;
    const b = (await page.getByTestId('login-lang').boundingBox())!;
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    await page.getByTestId('login-lang-en-US').click();
    await expect(page.getByTestId('login-lang-en-US')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, page.locator('body'), 'login-after-password-change');
    await context.close();
  });
});

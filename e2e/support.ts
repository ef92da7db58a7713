import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Demo users of the seed (apps/server/src/db/seed/demo.ts). */
export const USERS = {
  admin: { userName: 'admin', password: 'Chelian@2026' },
  operator: { userName: 'operator', password: 'Demo@2026' },
  fleetAdmin: { userName: 'fleet_admin', password: 'Demo@2026' },
} as const;

/** The answer of the captcha the login page shows (a test-only call the server refuses in production). */
export async function captchaAnswer(page: Page): Promise<string> {
  const img = page.getByTestId('login-captcha-img');
  await expect(img).toHaveAttribute('src', /key=/);
  const src = (await img.getAttribute('src'))!;
  const key = new URL(src, 'http://x').searchParams.get('key')!;
  const res = await page.request.get(`/api/oauth/anno/captcha/answer?key=${encodeURIComponent(key)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { captcha: string }).captcha;
}

type Credentials = { userName: string; password: string };

/**
 * Signs in through the real login form. A session with an initial or expired password may do
 * nothing but change it, so unless told to keep the prompt the user's password is first brought
 * past that state (see usableCredentials) and the form gets the current one.
 */
export async function signIn(page: Page, user: Credentials, opts: { keepPrompt?: boolean } = {}) {
  const current = opts.keepPrompt ? user : await usableCredentials(page.request, user);
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(current.userName);
  await page.getByTestId('login-password').fill(current.password);
  await page.getByTestId('login-captcha').fill(await captchaAnswer(page));
  await page.getByTestId('login-submit').click();
  // the shell's first load: about a second on a quiet machine, far longer on two busy cores
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 30_000 });
}

/** A session token for direct API calls, signed in through the API like the console does. */
export async function apiToken(request: APIRequestContext, user: Credentials): Promise<string> {
  const current = await usableCredentials(request, user);
  const answer = await signInByApi(request, current);
  expect(answer.ok, answer.text).toBe(true);
  return answer.token!;
}

async function signInByApi(request: APIRequestContext, user: Credentials) {
  const key = `e2e-${Math.random().toString(36).slice(2)}`;
  await request.get(`/api/oauth/anno/captcha?key=${key}`);
  const { captcha } = (await (await request.get(`/api/oauth/anno/captcha/answer?key=${key}`)).json()) as {
    captcha: string;
  };
  const res = await request.post('/api/oauth/noToken/login', {
    data: { userName: user.userName, password: md5(user.password), key, captcha },
  });
  const text = await res.text();
  const body = res.ok() ? (JSON.parse(text) as { token: string; passwordState: string }) : null;
  return { ok: res.ok(), text, token: body?.token, passwordState: body?.passwordState };
}

/** What the helpers change an initial password to (the admin's is fixed: other suites sign in with it). */
export const changedPasswordOf = (user: Credentials) =>
  user.userName === USERS.admin.userName ? CHANGED_ADMIN_PASSWORD : `Chg-${user.password}`;

/**
 * The user's credentials as they stand now, with the forced change done: the given password
 * while it is no longer initial or expired, else changedPasswordOf (changing it through the API
 * when the given one still has to be changed). A wrong guess costs one failure, which the next
 * success clears.
 */
export async function usableCredentials(request: APIRequestContext, user: Credentials): Promise<Credentials> {
  const given = await signInByApi(request, user);
  const changed = { userName: user.userName, password: changedPasswordOf(user) };
  if (!given.ok) {
    if ((await signInByApi(request, changed)).ok) return changed;
    throw new Error(`no password of ${user.userName} works: ${given.text}`);
  }
  if (given.passwordState === 'OK') return user;
  const res = await request.put('/api/system-svc/users/V1.0/password', {
    headers: { authorization: given.token! },
    data: {
      oldPassword: md5(user.password),
      password: md5(changed.password),
      confirmPassword: md5(changed.password),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return changed;
}

/**
 * Opens a screen from the side menu: its group first, then the item, until its tab is the active
 * one (a group still animating open or closed can swallow a click).
 */
export async function openFromMenu(page: Page, key: string) {
  const group = key.split('/')[0]!;
  const item = page.getByTestId(`menu-${key}`);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId(`menu-group-${group}`).click();
    await item.click({ timeout: 3000 });
    await expect(page.getByTestId(`tab-/${key}`)).toHaveAttribute('data-active', 'true', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** A session token, or null when the credentials are refused. */
export async function tryToken(
  request: APIRequestContext,
  user: { userName: string; password: string },
): Promise<string | null> {
  const key = `e2e-${Math.random().toString(36).slice(2)}`;
  await request.get(`/api/oauth/anno/captcha?key=${key}`);
  const { captcha } = (await (await request.get(`/api/oauth/anno/captcha/answer?key=${key}`)).json()) as {
    captcha: string;
  };
  const res = await request.post('/api/oauth/noToken/login', {
    data: { userName: user.userName, password: md5(user.password), key, captcha },
  });
  return res.ok() ? ((await res.json()) as { token: string }).token : null;
}

/** The admin's password once the initial one is changed (by whichever suite signs in as the admin first). */
export const CHANGED_ADMIN_PASSWORD = 'Console@2026';

/** The admin's credentials, its initial password changed to CHANGED_ADMIN_PASSWORD by the first suite that signs in. */
export const adminUser = (request: APIRequestContext) => usableCredentials(request, USERS.admin);

export const adminToken = async (request: APIRequestContext) =>
  (await tryToken(request, await adminUser(request)))!;

/** Signs the admin in through the login form, whichever password is current. */
export async function signInAdmin(page: Page) {
  await signIn(page, await adminUser(page.request));
}

/** Picks an option of the antd select (or tree select) whose test id is given, typing to filter first. */
export async function choose(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(label);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  const option = dropdown
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', { hasText: label })
    .first();
  await option.click();
  // A multiple select keeps its dropdown open; a single one closes it, and an Escape then would
  // close the dialog instead.
  if (/\bant-select-multiple\b/.test((await select.getAttribute('class')) ?? ''))
    await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
}

/** The rows of a resource table (test ids `<scope>-row-<id>`) that show this text. */
export const rowWith = (page: Page, scope: string, text: string) =>
  page.locator(`[data-testid^="${scope}-row-"]`, { hasText: text });

/**
 * Clicks a button of a list's toolbar (test id `<scope>-<button>`): a long toolbar keeps its main
 * buttons in view and the rest in its "more" menu (`<scope>-more`), opened first when the button is there.
 */
export async function toolbarClick(page: Page, scope: string, button: string) {
  const target = page.getByTestId(`${scope}-${button}`);
  await expect(page.getByTestId(`${scope}-toolbar`)).toBeVisible();
  if (!(await target.isVisible())) await page.getByTestId(`${scope}-more`).click();
  await target.click();
}

/** Chooses the file of an import dialog and waits until the dialog lists it: the upload takes a chosen file asynchronously. */
export async function chooseImportFile(page: Page, testId: string, path: string) {
  const box = page.getByTestId(`${testId}-file`);
  await box.locator('input[type=file]').setInputFiles(path);
  await expect(box).toContainText(basename(path));
}

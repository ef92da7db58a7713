import { expect, test } from '@playwright/test';
import { PLANNED_SCREENS } from '@chelian/contracts/planned-screens';
import { apiToken, captchaAnswer, changedPasswordOf, openFromMenu, rowWith, signIn, USERS } from './support';

/** The admin, whatever its password now (signIn and apiToken do the forced change first). */
const ADMIN = USERS.admin;

test.describe.serial('platform foundation', () => {
  // The operator: no other suite signs in as it, so its initial password is still there whatever ran before.
  test('first sign-in forces the change of the initial password', async ({ page }) => {
    const user = USERS.operator;
    const changed = { userName: user.userName, password: changedPasswordOf(user) };
    await page.goto('/');
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByText('车联网智能监管平台').first()).toBeVisible();

    // A wrong captcha is refused with a message, and a new captcha is shown.
    await page.getByTestId('login-username').fill(user.userName);
    await page.getByTestId('login-password').fill(user.password);
    const firstSrc = await page.getByTestId('login-captcha-img').getAttribute('src');
    await page.getByTestId('login-captcha').fill('zzzz');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('验证码错误')).toBeVisible();
    await expect(page.getByTestId('login-captcha-img')).not.toHaveAttribute('src', firstSrc!);

    await page.getByTestId('login-captcha').fill(await captchaAnswer(page));
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('pwd-prompt')).toBeVisible();
    // No "not now": the server refuses everything else until the change.
    await expect(page.getByTestId('pwd-prompt-signout')).toBeVisible();
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('chelian.session') ?? '{}') as { token?: string }).token ?? null,
    );
    expect(token).toBeTruthy();
    const refused = await page.request.post('/api/system-svc/users/V1.0/page', {
      headers: { authorization: token! },
      data: { page: 1, pageSize: 10 },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errCode).toBe('PASSWORD_CHANGE_REQUIRED');
    await page.getByTestId('pwd-prompt-now').click();
    await page.getByTestId('pwd-old').fill(user.password);
    await page.getByTestId('pwd-new').fill('weak');
    await page.getByTestId('pwd-confirm').fill('weak');
    await page.getByTestId('pwd-submit').click();
    // The four-class rule is checked before anything is sent.
    await expect(page.getByText(/密码至少 8 位/)).toBeVisible();
    await page.getByTestId('pwd-new').fill(user.password);
    await page.getByTestId('pwd-confirm').fill(user.password);
    await page.getByTestId('pwd-submit').click();
    await expect(page.getByText('新密码不能与原密码相同').first()).toBeVisible();
    // Strong by the rule, yet among the first guesses: the server knows its MD5.
    await page.getByTestId('pwd-new').fill('Password@123');
    await page.getByTestId('pwd-confirm').fill('Password@123');
    await page.getByTestId('pwd-submit').click();
    await expect(page.getByText('该密码过于常见，容易被猜中，请换一个').first()).toBeVisible();
    // Closing the dialog brings the prompt back: the change cannot be put off.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(page.getByTestId('pwd-prompt')).toBeVisible();
    await page.getByTestId('pwd-prompt-now').click();
    await page.getByTestId('pwd-old').fill(user.password);
    await page.getByTestId('pwd-new').fill(changed.password);
    await page.getByTestId('pwd-confirm').fill(changed.password);
    await page.getByTestId('pwd-submit').click();
    // Success signs the user out.
    await expect(page).toHaveURL(/#\/login/);

    await signIn(page, changed, { keepPrompt: true });
    await expect(page.getByTestId('pwd-prompt')).toHaveCount(0);
    await expect(page.getByTestId('header-app-name')).toHaveText('车联网智能监管平台');
  });

  test('switches language and theme', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByTestId('menu-group-system')).toContainText('系统管理');
    await page.getByTestId('header-lang').click();
    await page.getByTestId('lang-en-US').click();
    await expect(page.getByTestId('menu-group-system')).toContainText('System');
    await expect(page.getByTestId('tab-/home/home')).toContainText('Home');
    // the platform tenant kept the default brand, which follows the language
    await expect(page.getByTestId('header-app-name')).toHaveText('Chelian Connected Vehicle Platform');
    await page.getByTestId('header-lang').click();
    await page.getByTestId('lang-zh-TW').click();
    await expect(page.getByTestId('menu-group-system')).toContainText('系統');

    const token = await apiToken(page.request, ADMIN);
    const themes = (await (
      await page.request.get('/api/system-svc/themes/themeOptions', { headers: { authorization: token } })
    ).json()) as { id: number }[];
    await page.getByTestId('header-theme').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId(`theme-${themes[1]!.id}`).click()]);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    const me = await (
      await page.request.get('/api/system-svc/users/getCurUser', { headers: { authorization: token } })
    ).json();
    expect(me.themeId).toBe(themes[1]!.id);
    // The dark theme is applied after the reload.
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor),
      )
      .not.toBe('rgb(245, 245, 245)');
    await page.getByTestId('header-lang').click();
    await page.getByTestId('lang-zh-CN').click();
  });

  test('a deep link asks for its list page once and shows its rows', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/#/system/user');
    // the first opening's own request is over before the count starts
    await expect(rowWith(page, 'user', 'admin').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/users/V1.0/page')) asked.push(request.url());
    });
    // a reload starts the console at the address: the page is asked for as the screen's chunk comes
    await page.reload();
    await expect(rowWith(page, 'user', 'admin').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });

  test('opens and closes tabs by every rule', async ({ page }) => {
    await signIn(page, ADMIN);
    const tabs = () =>
      page
        .getByTestId('tab-bar')
        .locator('[data-testid^="tab-/"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    await openFromMenu(page, 'file/attachments');
    await openFromMenu(page, 'system/user');
    // New tabs go right after home; home stays first.
    await expect.poll(tabs).toEqual(['tab-/home/home', 'tab-/system/user', 'tab-/file/attachments']);
    await expect(page.getByTestId('tab-close-/home/home')).toHaveCount(0);

    // A screen not built yet is not in the menu; its address opens the 'not available' page.
    await page.getByTestId('menu-group-vehicle').click();
    await expect(page.getByTestId('menu-vehicle/vehicle-list')).toBeVisible();
    // any leaf still held back in planned-screens.ts (the list shrinks as screens land; empty once all have)
    const planned = [...PLANNED_SCREENS][0];
    if (planned) {
      await expect(page.getByTestId(`menu-${planned}`)).toHaveCount(0);
      await page.goto(`/#/${planned}`);
      await expect(page.getByTestId('screen-unavailable')).toBeVisible();
      await page.getByTestId(`tab-close-/${planned}`).click();
    }
    await page.getByTestId('tab-/system/user').click();
    await expect(page.getByTestId('tab-/system/user')).toHaveAttribute('data-active', 'true');

    // Closing the active tab goes to its neighbour.
    await page.getByTestId('tab-close-/system/user').click();
    await expect(page.getByTestId('tab-/file/attachments')).toHaveAttribute('data-active', 'true');

    // Kept across a reload.
    await page.goto('/#/message/message_center');
    await expect(page.getByTestId('message-center')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('tab-/file/attachments')).toBeVisible();

    // Right-click: close others keeps home and this one.
    await page.getByTestId('tab-/file/attachments').click({ button: 'right' });
    await page.getByTestId('tab-menu-close-others').click();
    await expect.poll(tabs).toEqual(['tab-/home/home', 'tab-/file/attachments']);

    // A page with unsaved input asks before closing.
    await page.getByTestId('tab-/file/attachments').click();
    await page.getByTestId('attachment-upload').click();
    await page
      .getByTestId('attachment-upload-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('draft') });
    await page.getByTestId('tab-close-/file/attachments').click();
    await expect(page.getByTestId('tab-close-confirm')).toBeVisible();
    await page.getByTestId('tab-close-cancel').click();
    await expect(page.getByTestId('tab-/file/attachments')).toBeVisible();
    await page.getByTestId('tab-close-/file/attachments').click();
    await page.getByTestId('tab-close-confirm').click();
    // The last closable tab closed: home.
    await expect.poll(tabs).toEqual(['tab-/home/home']);
    await expect(page.getByTestId('tab-/home/home')).toHaveAttribute('data-active', 'true');

    // Close all leaves home.
    await openFromMenu(page, 'system/role');
    await openFromMenu(page, 'system/menu');
    await page.getByTestId('tab-/system/menu').click({ button: 'right' });
    await page.getByTestId('tab-menu-close-all').click();
    await expect.poll(tabs).toEqual(['tab-/home/home']);
  });

  test('receives a pushed message, reads, trashes and restores it', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/#/message/message_center');
    await expect(page.getByTestId('message-center')).toBeVisible();
    const badge = page.getByTestId('header-bell');
    const before = Number(
      (await badge
        .locator('.ant-badge-count, sup')
        .first()
        .textContent()
        .catch(() => '0')) || 0,
    );

    // A real event that messages the user: a password-reset code, requested from elsewhere.
    const sent = await page.request.get(`/api/system-svc/users/noToken/sendSms?userName=${ADMIN.userName}`);
    expect(sent.ok()).toBe(true);
    await expect(badge.locator('sup').first()).toHaveText(String(before + 1));
    const row = page.locator('[data-testid^="msg-row-"]').filter({ hasText: '密码重置验证码' }).first();
    await expect(row).toBeVisible();
    const id = (await row.getAttribute('data-testid'))!.replace('msg-row-', '');

    await page.getByTestId(`msg-open-${id}`).click();
    await expect(page.getByTestId('msg-detail-body')).toContainText('验证码');
    await page.keyboard.press('Escape');
    await page.getByTestId('msg-tab-read').click();
    await expect(page.getByTestId(`msg-row-${id}`)).toBeVisible();
    await page.getByTestId(`msg-row-${id}`).locator('input[type=checkbox]').check();
    await page.getByTestId('msg-trash').click();
    await page.getByTestId('msg-tab-trash').click();
    await expect(page.getByTestId(`msg-row-${id}`)).toBeVisible();
    await page.getByTestId(`msg-row-${id}`).locator('input[type=checkbox]').check();
    await page.getByTestId('msg-restore').click();
    await page.getByTestId('msg-tab-read').click();
    await expect(page.getByTestId(`msg-row-${id}`)).toBeVisible();
  });

  test('uploads, downloads and deletes a file; refuses a disguised image', async ({ page }) => {
    await signIn(page, ADMIN);
    await openFromMenu(page, 'file/attachments');
    await page.getByTestId('attachment-upload').click();
    await page.getByTestId('attachment-upload-input').setInputFiles({
      name: '车辆清单.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('LZYTAGBW2E1054491\n'),
    });
    await page.getByTestId('attachment-upload-submit').click();
    const row = page.locator('[data-testid^="attachment-row-"]').filter({ hasText: '车辆清单.txt' }).first();
    await expect(row).toBeVisible();
    const id = (await row.getAttribute('data-testid'))!.replace('attachment-row-', '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`attachment-download-${id}`).click(),
    ]);
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString()).toBe('LZYTAGBW2E1054491\n');

    // A text file disguised as a PNG is refused.
    await page.getByTestId('attachment-upload').click();
    await page
      .getByTestId('attachment-upload-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await page.getByTestId('attachment-upload-submit').click();
    await expect(page.getByText('文件内容与类型不符').first()).toBeVisible();
    await page.getByTestId('attachment-upload-cancel').click();

    await page.getByTestId(`attachment-delete-${id}`).click();
    await page.getByTestId(`attachment-delete-confirm-${id}`).click();
    await expect(page.getByTestId(`attachment-row-${id}`)).toHaveCount(0);
  });

  test('a user without a permission sees no button for it and gets 403 calling it', async ({ page }) => {
    await signIn(page, USERS.operator);
    await expect(page.getByTestId('menu-group-system')).toHaveCount(0);
    await openFromMenu(page, 'file/attachments');
    await expect(page.getByTestId('attachment-upload')).toBeVisible();
    await expect(page.getByTestId('attachment-delete-selected')).toHaveCount(0);
    await expect(page.locator('[data-testid^="attachment-delete-"]')).toHaveCount(0);
    const token = await apiToken(page.request, USERS.operator);
    const res = await page.request.delete('/api/file-svc/attachments/V1.0', {
      headers: { authorization: token },
      data: { ids: [1] },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).error.message).toContain('没有权限');
  });

  test('signs out', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByTestId('header-user').click();
    await page.getByTestId('user-logout').click();
    await expect(page).toHaveURL(/#\/login/);
    await page.goto('/#/home/home');
    await expect(page).toHaveURL(/#\/login/);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toMatch(/token/i);
  });
});

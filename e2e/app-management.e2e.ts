import { expect, test } from '@playwright/test';
import { choose, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

/** What the app is told before sign-in: the newest live Android version, for a build it runs. */
async function latestAndroid(page: import('@playwright/test').Page, build: number) {
  const res = await page.request.get(`/api/content-svc/appVersions/noToken/ANDROID?versionCode=${build}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    versionName: string;
    versionCode: number;
    force: boolean;
    hasUpdate: boolean;
  };
}

test.describe.serial('mobile-app management', () => {
  test.setTimeout(180_000);

  test('a version published in the console reaches the app, and a deleted one no longer does', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'app-management/version');
    await page.getByTestId('appVersion-create').click();
    await choose(page, 'appVersion-form-appType', 'Android');
    await page.getByTestId('appVersion-form-versionName').fill('9.1.0');
    await page.getByTestId('appVersion-form-versionCode').fill('9100');
    await choose(page, 'appVersion-form-upgradeType', '强制升级');
    await choose(page, 'appVersion-form-upgradeMethod', '静默升级');
    await page.getByTestId('appVersion-form-downloadUrl').fill('https://example.com/app/appm-9.1.0.apk');
    await page.getByTestId('appVersion-form-content').fill('appm 测试版本');
    await page.getByTestId('appVersion-form-submit').click();
    await expect(page.getByTestId('appVersion-form')).toHaveCount(0);
    const row = rowWith(page, 'appVersion', '9.1.0');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('强制升级');

    // the app asks without a session: the new version, forced for an older build
    const published = await latestAndroid(page, 210);
    expect(published).toMatchObject({
      versionName: '9.1.0',
      versionCode: 9100,
      force: true,
      hasUpdate: true,
    });

    // deleted in the console: gone from the list and from what the app is told
    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'appVersion', 'action-delete');
    await page.getByTestId('appVersion-action-confirm').click();
    await expect(rowWith(page, 'appVersion', '9.1.0')).toHaveCount(0);
    const after = await latestAndroid(page, 210);
    expect(after).toMatchObject({ versionCode: 210, force: false, hasUpdate: false });
  });

  test('a feedback is answered from its list', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'app-management/user-feedback');
    const row = rowWith(page, 'userFeedback', '周末的保养预约');
    await expect(row).toContainText('待回复');
    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'userFeedback', 'action-update');
    await expect(page.getByTestId('reply-question')).toContainText('周末的保养预约');
    await page.getByTestId('reply-content').fill('已增加周六上午的预约时段');
    await page.getByTestId('reply-submit').click();
    await expect(rowWith(page, 'userFeedback', '周末的保养预约')).toContainText('已回复');
    await expect(rowWith(page, 'userFeedback', '周末的保养预约')).toContainText('已增加周六上午的预约时段');
  });

  test('vehicle models are linked to a maintenance plan, and an account shows its binds', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'app-management/maintenance-plan');
    const plan = rowWith(page, 'maintenancePlan', '首次保养');
    await plan.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'maintenancePlan', 'action-update');
    const linked = page.getByTestId('modelLinks-linked').locator('.ant-table-row');
    const free = page.getByTestId('modelLinks-notLinked').locator('.ant-table-row');
    await expect(free.first()).toBeVisible();
    await expect(linked).toHaveCount(0);
    await free.first().locator('.ant-checkbox-input').check();
    await page.getByTestId('modelLinks-link').click();
    await expect(linked).toHaveCount(1);
    await page.getByTestId('modelLinks-link-all').click();
    await expect(free).toHaveCount(0);
    await page.keyboard.press('Escape');

    await openFromMenu(page, 'app-management/account');
    const account = rowWith(page, 'appAccount', '13811110003');
    await expect(account).toContainText('禁用');
    await account.locator('[data-testid^="appAccount-binds-"]').click();
    const binds = page.locator('.ant-drawer [data-testid^="vehicleBind-row-"]');
    await expect(binds).toHaveCount(2);
    await expect(page.locator('.ant-drawer')).toContainText('解绑');
  });
});

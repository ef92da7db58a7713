import { expect, test } from '@playwright/test';
import { openFromMenu, signInAdmin } from './support';

/**
 * A tenant app's secret is kept sealed: the list shows a mask, and the clear text comes only from
 * the reveal button, whose call the server writes to the business log.
 */
test('tenant app secrets are masked in the list and shown on the reveal click', async ({ page }) => {
  await signInAdmin(page);
  await openFromMenu(page, 'system/tenant');
  await page.getByTestId('tenant-apps').click();
  const row = page.locator('[data-testid^="tenantApp-row-"]').filter({ hasText: 'OWNER_APP' }).first();
  await expect(row).toContainText('******');
  const reveal = page.waitForResponse((res) => /tenantApps\/V1\.0\/\d+\/secret$/.test(res.url()));
  await row.getByTestId('reveal-appSecret').click();
  expect((await reveal).status()).toBe(200);
  await expect(page.getByTestId('secret-clear-text')).toHaveText(/^[A-Za-z0-9_-]{32}$/);
  await expect(row).toContainText('******');
});

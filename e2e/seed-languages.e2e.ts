import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, openFromMenu, rowWith, signInAdmin } from './support';

/** Screenshots for a person to look at, when E2E_SHOTS_DIR names a folder. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** The console in English: what the server seeded (dictionaries, parameters) reads in English too. */
test.describe('seeded texts in the console language', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('chelian.lang', 'en-US'));
  });

  test('a dictionary select, the dictionary list and the built-in parameters read in English', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/user');
    await page.getByTestId('user-search-status').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    await expect(dropdown.locator('.ant-select-item-option', { hasText: 'Locked' })).toBeVisible();
    await expect(dropdown.locator('.ant-select-item-option', { hasText: 'Normal' })).toBeVisible();
    await expect(dropdown).not.toContainText('锁定');
    await shoot(page, 'en-US-user-status-select');
    await page.keyboard.press('Escape');

    await openFromMenu(page, 'system/dictionary');
    await page.getByTestId('dictionary-search-code').fill('sex');
    await page.getByTestId('dictionary-search-submit').click();
    await expect(rowWith(page, 'dictionary', 'sex')).toContainText('Gender');
    await expect(rowWith(page, 'dictionary', 'sex')).toContainText('System dictionaries');
    await shoot(page, 'en-US-dictionaries');

    await openFromMenu(page, 'system/parameters');
    await expect(rowWith(page, 'parameter', 'export.maxRows')).toContainText('Maximum rows per export');
    await shoot(page, 'en-US-parameters');
  });

  test('what the platform made itself reads in English: its administrator, role, head office and themes', async ({
    page,
  }) => {
    await signInAdmin(page);
    await expect(page.getByTestId('header-user-name')).toHaveText('System administrator');
    await expect(page.getByTestId('home-user')).toContainText('Chelian Platform');
    await expect(page.getByTestId('home-user')).not.toContainText('车联平台');

    await openFromMenu(page, 'system/role');
    const adminRole = rowWith(page, 'role', 'platform_admin');
    await expect(adminRole).toContainText('Platform administrator');
    await expect(adminRole).toContainText('Has every menu and permission');

    await openFromMenu(page, 'system/organisation');
    const headOffice = rowWith(page, 'organisation', 'Chelian Platform Head Office');
    await expect(headOffice).toContainText('Head office');
    // the name shares its cell with the tree's expand icon; where the English is cut, the cell carries it whole
    const name = headOffice.locator('td', { hasText: 'Chelian Platform Head Office' });
    await expect(name.locator('.ant-table-row-expand-icon')).toHaveCount(1);
    await expect(name).toHaveAttribute('title', 'Chelian Platform Head Office');

    await openFromMenu(page, 'system/themes');
    await expect(rowWith(page, 'theme', 'Tech blue')).toBeVisible();
    await expect(rowWith(page, 'theme', 'Polar night')).toBeVisible();
    await shoot(page, 'en-US-themes');
  });

  test('the business log names the screen and the action of an entry', async ({ page }) => {
    // a key of its own: the parameter screen's test counts the rows under e2e.
    const key = `langlog.${Date.now().toString(36)}`;
    const created = await page.request.post('/api/system-svc/parameters/V1.0', {
      headers: { authorization: await adminToken(page.request) },
      data: { paramKey: key, name: 'E2E log', value: '1' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await signInAdmin(page);
    await openFromMenu(page, 'system/business-log');
    // written in batches about half a second after the call
    const entry = rowWith(page, 'businessLog', 'System Parameters').first();
    await expect(async () => {
      await page.getByTestId('businessLog-search-submit').click();
      await expect(entry).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(entry).toContainText('Create');
    await shoot(page, 'en-US-business-log');
  });
});

test('the console in Traditional Chinese: the platform administrator and the buttons of a map', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('chelian.lang', 'zh-TW'));
  await signInAdmin(page);
  await expect(page.getByTestId('header-user-name')).toHaveText('系統管理員');
  await openFromMenu(page, 'monitor/distribution');
  // the map library's own controls are titled in English unless told otherwise
  const map = page.getByTestId('screen-/monitor/distribution').getByTestId('map');
  await expect(map.locator('.maplibregl-ctrl-zoom-in')).toHaveAttribute('title', '放大');
  await expect(map.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute('title', '縮小');
  await shoot(page, 'zh-TW-map');
});

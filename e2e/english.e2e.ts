import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, chooseImportFile, openFromMenu, signInAdmin } from './support';

/** Screenshots for a person to look at (E2E_SHOTS_DIR), in the language of the test. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** The console in a language: the choice the language switch stores, read at load. */
const useLanguage = (page: Page, lang: string) =>
  page.addInitScript((l) => window.localStorage.setItem('chelian.lang', l), lang);

/** Opens every group of the side menu, so each label is laid out. */
async function expandMenu(page: Page) {
  const groups = page.locator('[data-testid^="menu-group-"]');
  for (const group of await groups.all()) {
    const item = group.locator('xpath=ancestor::li[1]');
    if (!/ant-menu-submenu-open/.test((await item.getAttribute('class')) ?? '')) await group.click();
  }
  await expect(page.getByTestId('menu-terminal/chip-model-filing-gb6')).toBeVisible();
}

/** Labels of the side menu cut by the ellipsis, with the tooltip each carries. */
const cutLabels = (page: Page) =>
  page
    .locator('[data-testid="side-menu"] [data-testid^="menu-"]')
    .evaluateAll((spans) =>
      spans
        .filter((span) => span.scrollWidth > span.clientWidth)
        .map((span) => ({ text: span.textContent, title: span.getAttribute('title') })),
    );

/** A vehicle colour import file from the server's template: one row per [code, name]. */
async function colourFile(page: Page, rows: [string, string | null][]): Promise<string> {
  const token = await adminToken(page.request);
  const template = await page.request.get('/api/vehicle-svc/vehicle_colors/import/template', {
    headers: { Authorization: token, 'Accept-Language': 'zh-CN' },
  });
  expect(template.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((s) => s.state !== 'hidden')!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(' *', ''));
  rows.forEach(([code, name], i) => {
    sheet.getRow(i + 2).getCell(header.indexOf('颜色编码')).value = code;
    sheet.getRow(i + 2).getCell(header.indexOf('颜色名称')).value = name;
  });
  const file = join(tmpdir(), `colours-english-${Date.now()}-${rows.length}.xlsx`);
  await book.xlsx.writeFile(file);
  return file;
}

test.describe('the console in English', () => {
  test.beforeEach(({ page }) => useLanguage(page, 'en-US'));

  test('the brand reads in English on the sign-in page, in the header and in the welcome', async ({
    page,
  }) => {
    await page.goto('/#/login');
    // the platform tenant kept the seeded (Chinese) name and copyright: each language shows its own
    await expect(page.getByTestId('login-app-name')).toHaveText('Chelian Connected Vehicle Platform');
    // (the demo's record number, 演示环境 · 无备案号, is the tenant's own text and follows)
    await expect(page.getByTestId('login-footer')).toContainText(/^© 2026 Chelian\s/);
    await expect(page.getByTestId('login-footer')).not.toContainText('车联');
    await shoot(page, 'en-US-login');
    await signInAdmin(page);
    await expect(page.getByTestId('header-app-name')).toHaveText('Chelian Connected Vehicle Platform');
    await expect(page.getByTestId('home')).toContainText('Welcome to Chelian Connected Vehicle Platform.');
    await expect(page.getByTestId('home')).not.toContainText('车联网');
    await shoot(page, 'en-US-home');
  });

  test('menu labels fit the English menu, and a cut one carries its full text as a tooltip', async ({
    page,
  }) => {
    await signInAdmin(page);
    await expandMenu(page);
    // the three chip model filings read apart in full
    for (const [key, text] of [
      ['chip-model-filing', 'Chip Model Filing'],
      ['chip-model-filing-gb4', 'Chip Model Filing (GB4)'],
      ['chip-model-filing-gb6', 'Chip Model Filing (GB6)'],
    ]) {
      const label = page.getByTestId(`menu-terminal/${key}`);
      await expect(label).toHaveText(text);
      expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth), text).toBe(true);
    }
    const cut = await cutLabels(page);
    expect(cut.filter((label) => label.title !== label.text)).toEqual([]);
    expect(cut.length, JSON.stringify(cut)).toBeLessThanOrEqual(2);
    await page.getByTestId('menu-terminal/chip-model-filing-gb4').click();
    await expect(page.getByTestId('tab-/terminal/chip-model-filing-gb4')).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(page.locator('form[data-testid$="-search"]').first()).toBeVisible();
    await shoot(page, 'en-US-menu-and-search');
  });

  test('search labels stay on one line, lined up at the widest one', async ({ page }) => {
    await signInAdmin(page);
    for (const [menu, scope] of [
      ['system/organisation', 'organisation'],
      ['vehicle/vehicle-list', 'vehicle'],
    ]) {
      await openFromMenu(page, menu!);
      const labels = page.locator(`form[data-testid="${scope}-search"] .ant-form-item-label`);
      await expect(labels.first()).toBeVisible();
      // the folded fields too
      const fold = page.getByTestId(`${scope}-search-fold`);
      if (await fold.isVisible()) await fold.click();
      const boxes = await labels.evaluateAll((cells) =>
        cells
          .filter((cell) => (cell as HTMLElement).offsetParent !== null)
          .map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell.querySelector('label')!);
            return {
              text: cell.textContent,
              width: Math.round(cell.getBoundingClientRect().width),
              lines: new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size,
            };
          }),
      );
      expect(boxes.length, menu).toBeGreaterThan(1);
      expect(
        boxes.filter((box) => box.lines !== 1),
        `${menu}: ${JSON.stringify(boxes)}`,
      ).toEqual([]);
      expect(new Set(boxes.map((box) => box.width)).size, menu).toBe(1);
      await shoot(page, `en-US-search-${scope}`);
    }
  });

  test('an import preview counts its rows: 1 row, 2 rows', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/colours');
    const summary = page.getByTestId('vehicleColour-import-preview-summary');

    await page.getByTestId('vehicleColour-import').click();
    await expect(page.locator('.ant-modal-title')).toContainText('Import into');
    await chooseImportFile(page, 'vehicleColour-import', await colourFile(page, [['E2E_EN_ONE', 'Pearl']]));
    await page.getByTestId('vehicleColour-import-preview').click();
    await expect(summary).toHaveText('1 row, valid and ready to import');
    await shoot(page, 'en-US-import-preview');
    await page.keyboard.press('Escape');

    await page.getByTestId('vehicleColour-import').click();
    const twoRows = await colourFile(page, [
      ['E2E_EN_OK', 'Pearl'],
      ['E2E_EN_BAD', null],
    ]);
    await chooseImportFile(page, 'vehicleColour-import', twoRows);
    await page.getByTestId('vehicleColour-import-preview').click();
    await expect(summary).toHaveText(
      '1 row in error (of 2 in the file): fix it; nothing is imported until every row is valid',
    );
  });

  test('a form is titled with a sentence and its placeholders name the field', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/role');
    await page.getByTestId('role-create').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('role-form') });
    await expect(dialog.locator('.ant-modal-title')).toHaveText('New role');
    await expect(page.getByTestId('role-form-name')).toHaveAttribute('placeholder', 'Enter the role name');
    await shoot(page, 'en-US-role-form');
    await page.getByTestId('role-form-cancel').click();

    await openFromMenu(page, 'vehicle/vehicle-list');
    await page.getByTestId('vehicle-create').click();
    await expect(page.locator('.ant-modal-title').filter({ hasText: 'New vehicle' })).toBeVisible();
    // an acronym keeps its capitals inside the sentence
    await expect(page.getByTestId('vehicle-form-vin')).toHaveAttribute('placeholder', 'Enter the VIN');
  });
});

test('the console in Simplified Chinese keeps the seeded brand as it is', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/#/login');
  await expect(page.getByTestId('login-app-name')).toHaveText('车联网智能监管平台');
  await expect(page.getByTestId('login-footer')).toContainText('© 2026 Chelian 车联');
  await shoot(page, 'zh-CN-login');
});

test('the console in Traditional Chinese: its own brand, the menu and a form', async ({ page }) => {
  await useLanguage(page, 'zh-TW');
  await page.goto('/#/login');
  await expect(page.getByTestId('login-app-name')).toHaveText('車聯網智慧監管平台');
  await expect(page.getByTestId('login-footer')).toContainText('© 2026 Chelian 車聯');
  await shoot(page, 'zh-TW-login');
  await signInAdmin(page);
  await expect(page.getByTestId('header-app-name')).toHaveText('車聯網智慧監管平台');
  await expandMenu(page);
  expect(await cutLabels(page)).toEqual([]);
  await openFromMenu(page, 'system/role');
  await page.getByTestId('role-create').click();
  await expect(page.locator('.ant-modal-title').filter({ hasText: '新增角色' })).toBeVisible();
  await shoot(page, 'zh-TW-role-form');
});

import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { vehicleSpec } from '@chelian/contracts';
import { adminToken, chooseImportFile, md5, openFromMenu, rowWith, signIn, signInAdmin } from './support';

/** Screenshots of the screens this suite covers, in each language, for a person to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const LANGS = ['zh-CN', 'en-US', 'zh-TW'] as const;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};
/** A new tab of the test's browser showing the console in a language (the choice is read at load). */
async function pageIn(page: Page, lang: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.addInitScript((l) => window.localStorage.setItem('chelian.lang', l), lang);
  return tab;
}
const textInput = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

/** An error toast of the console (the HTTP client's failures), however briefly shown. */
const errorToasts = (page: Page) => page.locator('.ant-message-error');

/** A user whose one role holds only the vehicle list: view and export. */
async function listReader(request: APIRequestContext) {
  const headers = { Authorization: await adminToken(request) };
  type Node = { id: number; permission: string | null; children?: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const tree = flat(
    (await (await request.get('/api/system-svc/menus/V1.0/tree/authority', { headers })).json()) as Node[],
  );
  const role = (await (
    await request.post('/api/system-svc/roles/V1.0', {
      headers,
      data: { name: '车辆列表只读', code: 'fit_list_reader', roleType: 'NORMAL' },
    })
  ).json()) as { id: number };
  await request.post('/api/system-svc/roles/V1.0/authority', {
    headers,
    data: {
      roleId: role.id,
      menuIds: ['vehicleList/view', 'vehicleList/export'].map(
        (p) => tree.find((n) => n.permission === p)!.id,
      ),
    },
  });
  const user = { userName: 'fit_list_reader', password: 'Reader@2026' };
  const created = await request.post('/api/system-svc/users/V1.0', {
    headers,
    data: {
      userName: user.userName,
      realName: '列表只读',
      userType: 'TENANT',
      roleIds: [role.id],
      password: md5(user.password),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return user;
}

test.describe('fit and finish', () => {
  // each test walks its screen in the three languages
  test.describe.configure({ timeout: 180_000 });
  test('a role with only the vehicle list opens it without an error toast, and exports what it selected', async ({
    page,
  }) => {
    const user = await listReader(page.request);
    // the vehicles to select: two of a fresh model-less archive row each
    const headers = { Authorization: await adminToken(page.request) };
    const models = (await (
      await page.request.get('/api/vehicle-svc/models/V1.0/options', { headers })
    ).json()) as { id: number }[];
    const vins = ['LFTTE2E0000000001', 'LFTTE2E0000000002', 'LFTTE2E0000000003'];
    for (const vin of vins) {
      const res = await page.request.post('/api/vehicle-svc/vehicles/V1.0', {
        headers,
        data: { vin, vehicleModelId: models[0]!.id, saleStatus: 'SOLD', saleDate: Date.UTC(2026, 2, 1) },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }

    for (const lang of LANGS) {
      const shown = await pageIn(page, lang);
      await signIn(shown, user);
      await openFromMenu(shown, 'vehicle/vehicle-list');
      await expect(shown.getByTestId('vehicle-table')).toBeVisible();
      // the search form's dropdowns load in the background: give them time to fail, if they do
      await shown.waitForLoadState('networkidle');
      await expect(errorToasts(shown)).toHaveCount(0);
      await textInput(shown, 'vehicle-search-vin').fill('LFTTE2E00000000');
      await shown.getByTestId('vehicle-search-submit').click();
      await expect(rowWith(shown, 'vehicle', vins[2]!)).toBeVisible();
      for (const vin of vins.slice(0, 2))
        await rowWith(shown, 'vehicle', vin).locator('.ant-checkbox-input').check();
      await expect(shown.getByTestId('vehicle-export')).toHaveText(
        { 'zh-CN': '导出选中（2）', 'en-US': 'Export selected (2)', 'zh-TW': '匯出選中（2）' }[lang],
      );
      await shoot(shown, `vehicle-list-${lang}`);
      if (lang === 'zh-CN') {
        const [download] = await Promise.all([
          shown.waitForEvent('download'),
          shown.getByTestId('vehicle-export').click(),
        ]);
        const path = join(tmpdir(), `fit-export-${Date.now()}.xlsx`);
        await download.saveAs(path);
        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile(path);
        const sheet = book.getWorksheet('Sheet')!;
        const header = (sheet.getRow(2).values as unknown[]).map((v) => String(v ?? ''));
        const vinColumn = header.indexOf(vehicleSpec.fields.vin.label['zh-CN']);
        const rows = [3, 4, 5].map((r) => sheet.getRow(r).getCell(vinColumn).value).filter(Boolean);
        expect(rows.map(String).sort()).toEqual(vins.slice(0, 2));
        const saleDate = sheet.getRow(3).getCell(header.indexOf(vehicleSpec.fields.saleDate.label['zh-CN']));
        expect(saleDate.value).toBeInstanceOf(Date);
      }
      await expect(errorToasts(shown)).toHaveCount(0);
      await shown.close();
    }
  });

  test('an import preview flags an impossible date and says nothing goes in until every row is valid', async ({
    page,
  }) => {
    const label = (key: keyof typeof vehicleSpec.fields, lang: 'zh-CN' | 'en-US' | 'zh-TW' = 'zh-CN') =>
      vehicleSpec.fields[key].label[lang];
    const headers = { Authorization: await adminToken(page.request) };
    const [model] = (await (
      await page.request.get('/api/vehicle-svc/models/V1.0/options', { headers })
    ).json()) as { label: string }[];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet');
    sheet.addRow([label('vin'), label('vehicleModelId'), label('saleStatus'), label('saleDate')]);
    sheet.addRow(['LFTTE2E0000000011', model!.label, 'SOLD', '2026-03-01']);
    sheet.addRow(['LFTTE2E0000000012', model!.label, 'SOLD', '2026-13-45']);
    const file = join(tmpdir(), `fit-import-${Date.now()}.xlsx`);
    await book.xlsx.writeFile(file);

    for (const lang of LANGS) {
      const tab = await pageIn(page, lang);
      await signInAdmin(tab);
      await openFromMenu(tab, 'vehicle/vehicle-list');
      await tab.getByTestId('vehicle-import').click();
      await chooseImportFile(tab, 'vehicle-import', file);
      await tab.getByTestId('vehicle-import-preview').click();
      const summary = tab.getByTestId('vehicle-import-preview-summary');
      await expect(summary).toContainText(
        {
          'zh-CN': '所有行都正确之前，不会导入任何数据',
          'en-US': 'nothing is imported until every row is valid',
          'zh-TW': '所有行都正確之前，不會匯入任何資料',
        }[lang],
      );
      await expect(tab.getByTestId('vehicle-import-preview-row-2')).toContainText(model!.label);
      const bad = tab.getByTestId('vehicle-import-preview-row-3');
      await expect(bad).toContainText('2026-13-45');
      await expect(bad).toContainText(
        { 'zh-CN': '不是有效的日期', 'en-US': 'is not a valid date', 'zh-TW': '不是有效的日期' }[lang],
      );
      await shoot(tab, `import-preview-${lang}`);
      await tab.close();
    }
  });

  test('unlocking asks for confirmation naming the vehicle, and a refused door command shows why', async ({
    page,
  }) => {
    const identity = vehicleIdentity(0, 'fit-and-finish');
    const terminal = new SimulatedTerminal({
      identity,
      port: Number(process.env.E2E_PORT ?? 8181) + 1,
      interval: 10,
      randomAlarms: false,
    });
    try {
      expect(await terminal.login()).toBe('ok');
      terminal.vehicle.mode = 'driving';
      terminal.vehicle.speed = 45;
      for (const lang of LANGS) {
        const tab = await pageIn(page, lang);
        await signInAdmin(tab);
        await openFromMenu(tab, 'remote/door');
        await textInput(tab, 'remote-door-vin').fill(identity.vin.slice(0, 12));
        await tab.locator('.ant-select-item-option', { hasText: identity.vin }).first().click();
        await expect(tab.getByTestId('remote-door-online')).toHaveAttribute('data-online', 'true');

        await tab.getByTestId('remote-door-lock-off').click();
        const dialog = tab.locator('.ant-modal-confirm');
        await expect(dialog).toContainText(identity.vin);
        await shoot(tab, `remote-confirm-${lang}`);
        // on a busy machine a click on the dialog's button as it opened was once lost (the dialog
        // still open 10 s later): the click is repeated until the dialog has closed
        await expect(async () => {
          await tab.getByTestId('remote-door-confirm').click({ timeout: 2_000 });
          await expect(dialog).toBeHidden({ timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await expect(tab.getByTestId('remote-result')).toHaveAttribute('data-code', '6');
        await expect(tab.getByTestId('remote-result-status')).toHaveText(
          {
            'zh-CN': '车辆行驶中，拒绝执行',
            'en-US': 'Refused: the vehicle is moving',
            'zh-TW': '車輛行駛中，拒絕執行',
          }[lang],
        );
        await shoot(tab, `remote-refused-${lang}`);
        expect(terminal.body.doorsLocked).toBe(true);
        await tab.close();
      }
    } finally {
      terminal.stop();
    }
  });
});

test.describe('list screens', () => {
  test.describe.configure({ timeout: 180_000 });
  test('a detail reads as a description list, further actions wait under "more", numbers align right', async ({
    page,
  }) => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const tab = await pageIn(page, lang);
      await signInAdmin(tab);
      await openFromMenu(tab, 'system/user');
      const row = rowWith(tab, 'user', 'admin').first();
      await expect(row).toBeVisible();

      // numbers line up at the right, text at the left; the selection column stays centred
      const header = tab.getByTestId('user-table').locator('thead th');
      const titles = await header.allInnerTexts();
      const cellOf = (title: RegExp) => row.locator('td').nth(titles.findIndex((text) => title.test(text)));
      const align = (cell: ReturnType<typeof cellOf>) =>
        cell.evaluate((td) => getComputedStyle(td).textAlign);
      expect(await align(cellOf(/^(登录次数|Sign-ins)$/))).toBe('right');
      expect(await align(cellOf(/^(登录名|Login name)$/))).toMatch(/^(left|start)$/);
      expect(await align(row.locator('td').first())).toBe('center');
      const typeInList = (await cellOf(/^(用户类型|User type)$/).innerText()).trim();
      expect(typeInList).not.toBe('');

      // the main buttons stay in view; the rest are a click away under "more"
      await expect(tab.getByTestId('user-create')).toBeVisible();
      await expect(tab.getByTestId('user-export')).toBeVisible();
      await expect(tab.getByTestId('user-action-lock')).toHaveCount(0);
      await row.locator('.ant-checkbox-input').check();
      await tab.getByTestId('user-more').click();
      await expect(tab.getByTestId('user-action-lock')).toBeVisible();
      await shoot(tab, `list-more-${lang}`);
      await tab.getByTestId('user-detail').click();

      // the detail is a bordered description list, not a disabled form, with the list's labels
      const view = tab.getByTestId('user-detail-view');
      await expect(view.locator('.ant-descriptions-bordered').first()).toBeVisible();
      await expect(view.locator('input, .ant-select')).toHaveCount(0);
      await expect(tab.getByTestId('user-detail-userType')).toHaveText(typeInList);
      await expect(view).not.toContainText(/请选择|Please select/);
      await shoot(tab, `list-detail-${lang}`);
      await tab.getByTestId('user-form-submit').click();
      await expect(view).toHaveCount(0);
      await tab.close();
    }
  });

  test('the vehicle status list searches with labelled fields and chooses its columns like the others', async ({
    page,
  }) => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const tab = await pageIn(page, lang);
      await signInAdmin(tab);
      await openFromMenu(tab, 'monitor/status');
      const form = tab.getByTestId('monitor-status-search');
      await expect(form.locator('label', { hasText: 'VIN' })).toBeVisible();
      await expect(
        form.locator('label', { hasText: { 'zh-CN': '车牌号', 'en-US': 'Plate' }[lang] }),
      ).toBeVisible();
      await tab.getByTestId('monitor-status-columns').click();
      await expect(tab.getByTestId('monitor-status-columns-panel')).toBeVisible();
      await shoot(tab, `status-list-${lang}`);
      // a column unticked leaves the table, and comes back with the reset
      // (the column's title in the console's language: SOC(%) in Chinese, SOC (%) in English)
      const soc = tab
        .getByTestId('monitor-status-table')
        .locator('thead th')
        .filter({ hasText: { 'zh-CN': 'SOC(%)', 'en-US': 'SOC (%)' }[lang] });
      await expect(soc).toHaveCount(1);
      await tab.getByTestId('monitor-status-column-check-soc').click();
      await expect(soc).toHaveCount(0);
      await tab.getByTestId('monitor-status-columns-reset').click();
      await expect(soc).toHaveCount(1);
      await tab.close();
    }
  });
});

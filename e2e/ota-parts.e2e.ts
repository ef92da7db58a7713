import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, chooseImportFile, openFromMenu, rowWith, signInAdmin } from './support';

const dir = mkdtempSync(join(tmpdir(), 'e2e-ota-parts-'));

/** A VIN list as a person fills the import template: a header, then one VIN a row. */
async function vinFile(name: string, vins: string[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(['VIN *']);
  for (const vin of vins) sheet.addRow([vin]);
  const path = join(dir, name);
  await book.xlsx.writeFile(path);
  return path;
}

async function api(request: APIRequestContext, headers: Record<string, string>, path: string, data: unknown) {
  const res = await request.post(`/api/${path}`, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/**
 * The vehicle part screen opened from the menu shows the demo vehicles' parts with their history
 * and detail; a BMS version is linked to one of them; a task of that version takes its vehicles
 * from a real xlsx file, previewed row by row first.
 */
test('vehicle parts with history, a version linked to a vehicle, task vehicles imported from a file', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  const headers = { authorization: await adminToken(page.request) };
  const groups = (await api(page.request, headers, 'vehicle-svc/vehicle_comp_version/V1.0/pageByVinGroup', {
    componentCode: 'BMS',
    pageSize: 5,
  })) as { items: { vin: string; parts: { componentCode: string; softwareVersion: string }[] }[] };
  // the demo seed's vehicles: an even one had its BMS upgraded from 2.0.3 to 2.1.0
  const upgraded = groups.items.find((g) =>
    g.parts.some((p) => p.componentCode === 'BMS' && p.softwareVersion === '2.1.0'),
  )!;
  expect(upgraded).toBeTruthy();
  const vin = upgraded.vin;

  await openFromMenu(page, 'ota/vehicle-part');
  const screen = page.getByTestId('ota-vehicle-part');
  await screen.getByTestId('ota-vehicle-part-vin').fill(vin);
  await screen.getByTestId('ota-vehicle-part-search').click();
  const row = screen.getByTestId('ota-vehicle-part-table').locator('tr', { hasText: vin });
  await expect(row).toContainText('BMS 2.1.0');
  await expect(row).toContainText('TBOX 1.0.0');

  await row.getByTestId(`ota-vehicle-part-detail-${vin}`).click();
  const detail = page.locator('.ant-drawer-open', { hasText: vin });
  await expect(detail.getByTestId('ota-vehicle-parts')).toContainText('电池管理系统');
  await expect(detail.getByTestId('ota-vehicle-parts')).toContainText(/NC-BMS-2[01]00/);
  await detail.locator('.ant-drawer-close').click();

  await row.getByTestId(`ota-vehicle-part-history-${vin}`).click();
  const history = page.locator('.ant-drawer-open', { hasText: '零部件历史' });
  const bmsUpgrade = history.locator('tr', { hasText: '2.1.0' }).filter({ hasText: 'BMS' });
  await expect(bmsUpgrade).toContainText('2.0.3');
  await expect(bmsUpgrade).toContainText('终端上报');
  await history.locator('.ant-drawer-close').click();

  // a BMS version, linked to the vehicle from the version screen
  const upload = await page.request.post('/api/file-svc/attachments/V1.0/upload', {
    headers,
    multipart: {
      file: { name: 'bms-2.2.0.bin', mimeType: 'application/octet-stream', buffer: randomBytes(4096) },
    },
  });
  expect(upload.ok()).toBe(true);
  const suffix = Date.now() % 100_000;
  const version = (await api(page.request, headers, 'vehicle-svc/vehicle/otaVersion', {
    versionName: `E2E BMS ${suffix}`,
    componentCode: 'BMS',
    versionText: `2.${suffix % 1000}.9`,
    versionNo: 300_000 + suffix,
    versionType: 'APP_PACK',
    upgradeType: 'FORCE',
    upgradeMethod: 'SILENT',
    packageId: ((await upload.json()) as { id: number }).id,
  })) as { id: number };
  await openFromMenu(page, 'ota/version');
  await rowWith(page, 'otaVersion', `E2E BMS ${suffix}`)
    .getByTestId(`ota-version-vehicles-${version.id}`)
    .click();
  const dialog = page.getByTestId('ota-version-vehicles');
  await dialog.getByRole('tab', { name: '可关联车辆' }).click();
  await dialog.getByTestId('ota-version-candidates-search').locator('input').fill(vin);
  await dialog.getByTestId('ota-version-candidates-search').locator('input').press('Enter');
  const candidate = dialog.getByTestId('ota-version-candidates-table').locator('tr', { hasText: vin });
  await expect(candidate).toContainText('2.1.0');
  await candidate.locator('input[type=checkbox]').check();
  await dialog.getByTestId('ota-version-link').click();
  await expect(page.getByText('已关联 1 辆车')).toBeVisible();
  await dialog.getByRole('tab', { name: '已关联车辆' }).click();
  await expect(dialog.getByTestId('ota-version-linked-table')).toContainText(vin);
  await page.keyboard.press('Escape');

  // a task of the version takes its vehicles from a file: a bad row blocks it, a clean file links
  const task = (await api(page.request, headers, 'vehicle-svc/vehicle/otaTask', {
    taskName: `E2E 导入 ${suffix}`,
    versionId: version.id,
    waveUnit: 'PERCENT',
    waveSize: 100,
    successThreshold: 80,
    errorThreshold: 20,
  })) as { id: number };
  await openFromMenu(page, 'ota/updateTask');
  await rowWith(page, 'otaTask', `E2E 导入 ${suffix}`).getByTestId(`ota-task-vehicles-${task.id}`).click();
  const vehicles = page.getByTestId('ota-task-vehicles');
  await vehicles.getByTestId('ota-task-import').click();
  await chooseImportFile(page, 'ota-task-import', await vinFile('bad.xlsx', [vin, 'NOTAVIN']));
  await page.getByTestId('ota-task-import-preview').click();
  await expect(page.getByTestId('ota-task-import-preview-row-2')).toContainText(vin);
  await expect(page.getByTestId('ota-task-import-preview-row-3')).toContainText('17 位字母或数字');
  await expect(page.getByTestId('ota-task-import-preview-summary')).toContainText('2');

  await page.getByTestId('ota-task-import-file').locator('.ant-upload-list-item').hover();
  await page.getByTestId('ota-task-import-file').locator('button[title], .anticon-delete').first().click();
  await chooseImportFile(page, 'ota-task-import', await vinFile('good.xlsx', [vin]));
  await page.getByTestId('ota-task-import-submit').click();
  await expect(vehicles.getByTestId('ota-linked-table')).toContainText(vin);
});

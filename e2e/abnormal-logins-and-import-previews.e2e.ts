import { join } from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, chooseImportFile, openFromMenu, rowWith, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);

/** The text input of an antd input (the test id is on the input or on its wrapper). */
const textInput = (page: import('@playwright/test').Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/**
 * A terminal the archive does not know logs in (the gateway registers its vehicle and terminal,
 * with no SIM card assigned): the anomaly screen lists the login and the binding, and the
 * terminal list opens the terminal's detail.
 */
test('a login from a terminal without an archived SIM card shows as abnormal', async ({ page }) => {
  const [identity] = fleetIdentities(1, 'e2e-abnormal');
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 10,
    randomAlarms: false,
  });
  try {
    expect(await terminal.login()).toBe('ok');
    const vin = identity!.vin;

    await signInAdmin(page);
    await openFromMenu(page, 'terminal/abnormalQuery');
    await textInput(page, 'vehicleLoginAbnormal-search-vin').fill(vin);
    // the login is written by the ingest worker a moment after the gateway accepts it
    await expect(async () => {
      await page.getByTestId('vehicleLoginAbnormal-search-submit').click();
      await expect(rowWith(page, 'vehicleLoginAbnormal', vin)).toContainText('终端未分配 SIM 卡', {
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(rowWith(page, 'vehicleLoginAbnormal', vin)).toContainText(identity!.iccid);

    await page.getByTestId('abnormalQuery-tab-vehicleBindAbnormal').click();
    await textInput(page, 'vehicleBindAbnormal-search-vin').fill(vin);
    await page.getByTestId('vehicleBindAbnormal-search-submit').click();
    await expect(rowWith(page, 'vehicleBindAbnormal', vin)).toContainText('终端无 SIM 卡');

    // the terminal's detail, with the free terminals of its chain it could be swapped for
    const code = `AUTO-${vin}`;
    await openFromMenu(page, 'terminal/terminals');
    await textInput(page, 'terminal-search-terminalCode').fill(code);
    await page.getByTestId('terminal-search-submit').click();
    await rowWith(page, 'terminal', code).locator('[data-testid^="terminal-detail-"]').click();
    await expect(page.getByTestId('terminal-detail-info')).toContainText(code);
    await expect(page.getByTestId('terminal-same-chain')).toContainText(/TBOX-DEMO-000\d/);
  } finally {
    await terminal.stop({ logout: true }).catch(() => undefined);
  }
});

/** The import dialog previews a file: the good row accepted, the bad one refused naming the cell, nothing written. */
test('an import file is previewed row by row before importing', async ({ page }) => {
  await signInAdmin(page);
  const token = await adminToken(page.request);
  const template = await page.request.get('/api/vehicle-svc/vehicle_colors/import/template', {
    headers: { Authorization: token },
  });
  expect(template.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((s) => s.state !== 'hidden')!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(' *', ''));
  const codeCol = header.indexOf('颜色编码');
  const nameCol = header.indexOf('颜色名称');
  sheet.getRow(2).getCell(codeCol).value = 'E2E_PREVIEW_OK';
  sheet.getRow(2).getCell(nameCol).value = '预览白';
  sheet.getRow(3).values = sheet.getRow(2).values as ExcelJS.CellValue[];
  sheet.getRow(3).getCell(codeCol).value = 'E2E_PREVIEW_BAD';
  sheet.getRow(3).getCell(nameCol).value = null;
  const file = join(tmpdir(), `colours-preview-${Date.now()}.xlsx`);
  await book.xlsx.writeFile(file);

  await openFromMenu(page, 'vehicle/colours');
  await page.getByTestId('vehicleColour-import').click();
  await chooseImportFile(page, 'vehicleColour-import', file);
  await page.getByTestId('vehicleColour-import-preview').click();
  // all or nothing: one bad row holds the file back
  await expect(page.getByTestId('vehicleColour-import-preview-summary')).toHaveText(
    '共 2 行，其中 1 行有误。请修改有误的行：所有行都正确之前，不会导入任何数据',
  );
  await expect(page.getByTestId('vehicleColour-import-preview-row-2')).toContainText('通过');
  await expect(page.getByTestId('vehicleColour-import-preview-row-3')).toContainText('颜色名称');

  // nothing was written by the preview
  const listed = await page.request.post('/api/vehicle-svc/vehicle_colors/page', {
    headers: { Authorization: token },
    data: { code: 'E2E_PREVIEW' },
  });
  expect(((await listed.json()) as { total: number }).total).toBe(0);
});

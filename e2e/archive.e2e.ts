import { join } from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adminToken,
  choose,
  chooseImportFile,
  openFromMenu,
  rowWith,
  signInAdmin,
  toolbarClick,
} from './support';

const MODEL = { code: 'E2E-M1', name: 'E2E 测试车型' };
const VIN = 'LE2EA0000SA000001';
const TERMINAL = 'TBOX-DEMO-0001';

/** The text input of an antd input or autocomplete (the test id is on the input or on its wrapper). */
const textInput = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

test.describe.serial('vehicle archive', () => {
  test.setTimeout(60_000);
  // one signed-in console for both tests: the second goes on from the vehicle list the first leaves open
  let page: Page;
  test.beforeAll(async ({ browser }: { browser: Browser }, info) => {
    const { baseURL, locale, viewport } = info.project.use;
    page = await browser.newPage({ baseURL, locale, viewport });
    await signInAdmin(page);
  });
  test.afterAll(() => page?.close());

  test('a model, a vehicle of that model, a demo terminal bound to it and the binding log', async () => {
    await openFromMenu(page, 'vehicle/models');
    await page.getByTestId('vehicleModel-create').click();
    await page.getByTestId('vehicleModel-form-code').fill(MODEL.code);
    await page.getByTestId('vehicleModel-form-name').fill(MODEL.name);
    await choose(page, 'vehicleModel-form-vehicleSeriesId', 'CL-E 城市轿车系列');
    await choose(page, 'vehicleModel-form-fuelType', '纯电动');
    await page.getByTestId('vehicleModel-form-submit').click();
    await expect(rowWith(page, 'vehicleModel', MODEL.code)).toBeVisible();

    await openFromMenu(page, 'vehicle/vehicle-list');
    await page.getByTestId('vehicle-create').click();
    await page.getByTestId('vehicle-form-vin').fill(VIN);
    await choose(page, 'vehicle-form-vehicleModelId', MODEL.name);
    await page.getByTestId('vehicle-form-submit').click();
    const row = rowWith(page, 'vehicle', VIN);
    await expect(row).toContainText(MODEL.name);
    // the series follows the model
    await expect(row).toContainText('CL-E 城市轿车系列');

    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'vehicle', 'action-bind');
    await expect(page.getByTestId('vehicle-terminal-current')).toContainText('未绑定终端');
    await textInput(page, 'vehicle-terminal-code').fill(TERMINAL);
    await page.getByTestId('vehicle-terminal-submit').click();
    await expect(page.getByText('终端绑定已更新')).toBeVisible();
    await expect(rowWith(page, 'vehicle', VIN)).toContainText(TERMINAL);

    await openFromMenu(page, 'ne-vehicle/terminalBind');
    const log = rowWith(page, 'vehicleTerminalLog', VIN);
    await expect(log).toContainText(TERMINAL);
    await expect(log).toContainText('绑定');
    // and among the terminals bound now (the log's rows share the prefix)
    const bound = page.locator('[data-testid^="vehicleTerminal-row-"]', { hasText: VIN });
    await expect(bound).toContainText(TERMINAL);
  });

  test('importing vehicles from the template: a bad row downloads the report, the fixed file imports', async () => {
    const token = await adminToken(page.request);
    const template = await page.request.get('/api/vehicle-svc/vehicles/V1.0/import/template', {
      headers: { Authorization: token },
    });
    expect(template.ok()).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets.find((s) => s.state !== 'hidden')!;
    const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(' *', ''));
    const vinCol = header.indexOf('车架号(VIN)');
    expect(vinCol).toBeGreaterThan(0);
    sheet.getRow(2).getCell(vinCol).value = 'LE2EA0000SA000002';
    sheet.getRow(3).values = sheet.getRow(2).values as ExcelJS.CellValue[];
    sheet.getRow(3).getCell(vinCol).value = 'BAD-VIN';
    const bad = join(tmpdir(), `vehicles-bad-${Date.now()}.xlsx`);
    await book.xlsx.writeFile(bad);

    await openFromMenu(page, 'vehicle/vehicle-list');
    await page.getByTestId('vehicle-import').click();
    await chooseImportFile(page, 'vehicle-import', bad);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('vehicle-import-submit').click(),
    ]);
    await expect(page.getByText('导入失败，请查看下载的错误报告')).toBeVisible();
    const reportPath = join(tmpdir(), `vehicles-report-${Date.now()}.xlsx`);
    await report.saveAs(reportPath);
    const reportBook = new ExcelJS.Workbook();
    await reportBook.xlsx.readFile(reportPath);
    const cells = reportBook.getWorksheet('Sheet')!.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain('车架号(VIN)');
    expect(cells).toContain('BAD-VIN');

    // the dialog stays open after a failure: choose the fixed file in it
    sheet.getRow(3).getCell(vinCol).value = 'LE2EA0000SA000003';
    const fixed = join(tmpdir(), `vehicles-fixed-${Date.now()}.xlsx`);
    await book.xlsx.writeFile(fixed);
    await chooseImportFile(page, 'vehicle-import', fixed);
    await page.getByTestId('vehicle-import-submit').click();
    await expect(page.getByText('导入成功')).toBeVisible();
    await textInput(page, 'vehicle-search-vin').fill('LE2EA0000SA00000');
    await page.getByTestId('vehicle-search-submit').click();
    await expect(rowWith(page, 'vehicle', 'LE2EA0000SA000003')).toBeVisible();
  });
});

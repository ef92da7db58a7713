import { join } from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose, chooseImportFile, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

/** Demo vehicles (apps/server/src/db/seed/ne-vehicle-demo.ts): 0001 is only archived, 0002 is produced. */
const ARCHIVED_VIN = 'LNEV0A1B2C3000001';
const PRODUCED_VIN = 'LNEV0A1B2C3000002';
const NEW_VIN = 'LNEWE2E0A1B200001';

test.describe.serial('new-energy vehicles', () => {
  test.setTimeout(60_000);
  let page: Page;
  test.beforeAll(async ({ browser }: { browser: Browser }, info) => {
    const { baseURL, locale, viewport } = info.project.use;
    page = await browser.newPage({ baseURL, locale, viewport });
    await signInAdmin(page);
  });
  test.afterAll(() => page?.close());

  test('sale import from the template: a vehicle not produced yet is reported, the fixed file sells', async () => {
    await openFromMenu(page, 'ne-vehicle/new-energy-vehicle');
    await page.getByTestId('neVehicle-flow-imports').click();
    await page.getByTestId('neVehicle-import-neVehicleSale').click();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('neFlowImport-template').click(),
    ]);
    const templatePath = join(tmpdir(), `ne-sale-template-${Date.now()}.xlsx`);
    await template.saveAs(templatePath);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const sheet = book.worksheets.find((s) => s.state !== 'veryHidden' && s.state !== 'hidden')!;
    const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(' *', ''));
    const vinCol = header.indexOf('车架号(VIN)');
    expect(vinCol).toBeGreaterThan(0);
    expect(String(sheet.getRow(2).getCell(vinCol).value)).toBe(PRODUCED_VIN);
    sheet.getRow(3).values = sheet.getRow(2).values as ExcelJS.CellValue[];
    sheet.getRow(3).getCell(vinCol).value = ARCHIVED_VIN;
    const bad = join(tmpdir(), `ne-sale-bad-${Date.now()}.xlsx`);
    await book.xlsx.writeFile(bad);

    await chooseImportFile(page, 'neFlowImport', bad);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('neFlowImport-submit').click(),
    ]);
    await expect(page.getByText('导入失败，请查看下载的错误报告')).toBeVisible();
    const reportPath = join(tmpdir(), `ne-sale-report-${Date.now()}.xlsx`);
    await report.saveAs(reportPath);
    const reportBook = new ExcelJS.Workbook();
    await reportBook.xlsx.readFile(reportPath);
    const cells = reportBook.getWorksheet('Sheet')!.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain(ARCHIVED_VIN);
    expect(cells).toContain('尚未登记生产');
    // nothing was sold: the good row waits for the fixed file
    await expect(rowWith(page, 'neVehicle', PRODUCED_VIN)).toContainText('已生产');

    sheet.spliceRows(3, 1);
    const fixed = join(tmpdir(), `ne-sale-fixed-${Date.now()}.xlsx`);
    await book.xlsx.writeFile(fixed);
    await chooseImportFile(page, 'neFlowImport', fixed);
    await page.getByTestId('neFlowImport-submit').click();
    await expect(page.getByText('导入成功')).toBeVisible();
    await expect(rowWith(page, 'neVehicle', PRODUCED_VIN)).toContainText('已销售');
  });

  test("a vehicle archived and produced in the console shows in today's list", async () => {
    await openFromMenu(page, 'ne-vehicle/new-energy-vehicle');
    await page.getByTestId('neVehicle-create').click();
    await page.getByTestId('neVehicle-form-vin').fill(NEW_VIN);
    await choose(page, 'neVehicle-form-vehicleModelId', 'CL-E5');
    await page.getByTestId('neVehicle-form-submit').click();
    const row = rowWith(page, 'neVehicle', NEW_VIN);
    await expect(row).toContainText('已建档');

    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'neVehicle', 'action-produce');
    await page.getByTestId('neFlow-produce-form-productionDate').click();
    // yesterday: a production date may not lie after today wherever the server's day ends
    await page.keyboard.type(new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10));
    await page.keyboard.press('Enter');
    await page.getByTestId('neFlow-produce-form-machineCode').fill('M-E2E-0001');
    await page.getByTestId('neFlow-produce-submit').click();
    await expect(page.getByText(`${NEW_VIN} 已登记`)).toBeVisible();
    await expect(rowWith(page, 'neVehicle', NEW_VIN)).toContainText('已生产');

    await openFromMenu(page, 'ne-vehicle/new-energy-vehicle-today');
    const today = rowWith(page, 'neVehicleToday', NEW_VIN);
    // the screen's chunk and first page load together: give a busy machine time
    await expect(today).toContainText('已生产', { timeout: 20_000 });
  });
});

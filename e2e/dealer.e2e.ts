import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { adminToken, md5, openFromMenu, rowWith, signIn, signInAdmin } from './support';

const DEALERS = '/api/system-svc/users/dealer/V1.0';
const NAME = '经销商页面测试店';
const CODE = 'DLR-WEB-001';
const USER = { userName: 'dealer_web_user', password: 'Dealer@2026' };

test.describe.serial('the dealer network', () => {
  test.setTimeout(180_000);
  /** two vehicles the dealer takes, and one of the tenant it does not */
  const VINS = ['LDLRWEB0000000001', 'LDLRWEB0000000002', 'LDLRWEB0000000003'];
  const vins = VINS.slice(0, 2);

  test('a dealer made in the console takes vehicles from a VIN file', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'dealer/dealer-network');
    await page.getByTestId('dealer-create').click();
    await page.getByTestId('dealer-form-name').fill(NAME);
    await page.getByTestId('dealer-form-code').fill(CODE);
    await page.getByTestId('dealer-form-submit').click();
    const row = rowWith(page, 'dealer', NAME);
    await expect(row).toBeVisible();

    // two vehicles of the tenant made for this test: the VIN file names them
    const headers = { authorization: await adminToken(page.request) };
    const list = await page.request.post(`${DEALERS}/page`, { headers, data: { code: CODE, pageSize: 10 } });
    const dealerId = ((await list.json()) as { items: { id: number }[] }).items[0]!.id;
    const models = (await (
      await page.request.get('/api/vehicle-svc/models/V1.0/options', { headers })
    ).json()) as { id: number }[];
    for (const vin of VINS) {
      const res = await page.request.post('/api/vehicle-svc/vehicles/V1.0', {
        headers,
        data: { vin, vehicleModelId: models[0]!.id },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet');
    sheet.addRow(['VIN']);
    for (const vin of vins) sheet.addRow([vin]);
    const file = join(mkdtempSync(join(tmpdir(), 'dealer-')), 'vins.xlsx');
    await book.xlsx.writeFile(file);

    await row.getByTestId(`dealer-vehicles-${dealerId}`).click();
    const dialog = page.getByTestId('dealer-vehicles');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(page.getByText('已关联 2 辆车')).toBeVisible();
    for (const vin of vins) await expect(page.getByTestId('dealer-linked-table')).toContainText(vin);

    // a user of the dealer's organisation, with the demo's dealer role (monitoring, vehicle list)
    const org = await page.request.post('/api/system-svc/orgs/V1.0/page', {
      headers,
      data: { code: CODE, pageSize: 10 },
    });
    const orgId = ((await org.json()) as { items: { id: number }[] }).items[0]!.id;
    const roles = await page.request.post('/api/system-svc/roles/V1.0/page', {
      headers,
      data: { code: 'dealer', pageSize: 10 },
    });
    const roleId = ((await roles.json()) as { items: { id: number; code: string }[] }).items.find(
      (r) => r.code === 'dealer',
    )!.id;
    const user = await page.request.post('/api/system-svc/users/V1.0', {
      headers,
      data: {
        userName: USER.userName,
        realName: '经销商页面测试员',
        userType: 'DEALER',
        orgId,
        roleIds: [roleId],
        password: md5(USER.password),
      },
    });
    expect(user.ok(), await user.text()).toBe(true);
  });

  test('a user of the dealer sees only its vehicles on the status list and the map', async ({ page }) => {
    await signIn(page, USER);
    await openFromMenu(page, 'monitor/status');
    const rows = page.locator('[data-testid^="status-open-"]');
    await expect(rows).toHaveCount(2);
    for (const vin of vins) await expect(page.getByTestId(`status-open-${vin}`)).toBeVisible();
    await expect(page.getByTestId(`status-open-${VINS[2]}`)).toHaveCount(0);

    // the map draws what getVehicleMapData answers: the dealer's positioned vehicles, no other
    const map = page.waitForResponse((r) => r.url().includes('getVehicleMapData') && r.ok());
    await openFromMenu(page, 'monitor/distribution');
    const shown = ((await (await map).json()) as { vins: string[] }).vins;
    for (const vin of shown) expect(vins).toContain(vin);
    await expect(page.getByTestId('map')).toBeVisible();
  });
});

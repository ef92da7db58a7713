import { expect, test } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { adminToken, choose, openFromMenu, signInAdmin, toolbarClick } from './support';

/** The remote-control demo vehicle of the seed (apps/server/src/domains/control/seed.ts); its terminal is started here. */
const identity = vehicleIdentity(0, 'remote-demo');
const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;

test.describe('seat heating, remote diagnosis, lock history, QB vehicle parameters', () => {
  let terminal: SimulatedTerminal;

  test.beforeAll(async () => {
    terminal = new SimulatedTerminal({ identity, port: gatewayPort, interval: 10, randomAlarms: false });
    expect(await terminal.login()).toBe('ok');
  });
  test.afterAll(() => terminal.stop());

  test('seat heating is set on the simulated vehicle and the panel shows what the car did', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'remote/seat-heating');
    const input = page
      .locator('[data-testid="remote-seat-heating-vin"] input, input[data-testid="remote-seat-heating-vin"]')
      .first();
    await input.fill(identity.vin.slice(0, 12));
    await page.locator('.ant-select-item-option', { hasText: identity.vin }).first().click();
    await expect(page.getByTestId('remote-seat-heating-online')).toHaveAttribute('data-online', 'true');
    await expect(page.getByTestId('remote-seat-heating-state-driver')).toHaveAttribute('data-level', '0');

    // the rear seats at level 3
    await choose(page, 'remote-seat-heating-seatHeat-seat', '后排');
    await choose(page, 'remote-seat-heating-seatHeat-heatLevel', '3 档');
    await page.getByTestId('remote-seat-heating-seatHeat-on').click();
    await expect(page.getByTestId('remote-result')).toHaveAttribute('data-code', '5');
    await expect(page.getByTestId('remote-result-code')).toContainText('终端执行成功');
    expect(terminal.body.seatHeat).toEqual({ 1: 0, 2: 0, 3: 3 });
    await expect(page.getByTestId('remote-seat-heating-state-rear')).toHaveAttribute('data-level', '3');
    await expect(page.getByTestId('remote-seat-heating-state-rear')).toContainText('3 档（高）');

    // and off again
    await page.getByTestId('remote-seat-heating-seatHeat-off').click();
    await expect(page.getByTestId('remote-seat-heating-state-rear')).toHaveAttribute('data-level', '0');
    await expect(page.getByTestId('remote-seat-heating-state-rear')).toContainText('关闭');
    expect(terminal.body.seatHeat[3]).toBe(0);
  });

  test('a diagnosis is asked and its answer shown grouped, with the fault codes the vehicle reports', async ({
    page,
  }) => {
    terminal.vehicle.alarm = { level: 2, flags: 1 << 10, storageFaults: [0x100a05] };
    await signInAdmin(page);
    await openFromMenu(page, 'remote/diagnosis');
    // the seed's past diagnosis of this vehicle is in the history
    await expect(page.getByTestId('diagnosis-history')).toContainText(identity.vin);
    const input = page
      .locator('[data-testid="diagnosis-vin"] input, input[data-testid="diagnosis-vin"]')
      .first();
    await input.fill(identity.vin);
    await page.getByTestId('diagnosis-send').click();
    const result = page.getByTestId('diagnosis-result');
    await expect(result).toHaveAttribute('data-code', '5');
    await expect(result).toContainText('发动机工况数据（组 02）');
    await expect(page.getByTestId('diagnosis-value-runMode')).toHaveText('纯电');
    await expect(page.getByTestId('diagnosis-value-engineStatus')).toHaveText('无');
    await expect(page.getByTestId('diagnosis-value-soc')).toContainText('%');
    await expect(page.getByTestId('diagnosis-faults')).toContainText('动力电池管理系统 (BMS)');
    await expect(page.getByTestId('diagnosis-fault-code')).toHaveText(['0x00100A05']);
    await expect(page.getByTestId('diagnosis-history').locator('tbody tr.ant-table-row')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByTestId('diagnosis-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    terminal.vehicle.alarm = null;
  });

  test('the lock history, opened from the lock screen, lists the commands the vehicles carried out', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/lock');
    await page.getByTestId('lock-open-history').click();
    await expect(page.getByTestId('tab-/vehicle/lock-history')).toHaveAttribute('data-active', 'true');
    // the seed's two confirmed commands, and any that other tests sent to this vehicle before
    const rows = page.locator('[data-testid^="lockHistory-row-"]', { hasText: identity.vin });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('lockHistory-table')).toContainText('响应成功');
  });

  test('the QB vehicle parameters list the values last read and the tasks that carry them', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'terminal/qb-params');
    await page.getByTestId('qb-open-vehicle-params').click();
    await expect(page.getByTestId('tab-/terminal/qb-params-vehicle-params')).toHaveAttribute(
      'data-active',
      'true',
    );
    const input = page
      .locator('[data-testid="qb-vehicle-vin"] input, input[data-testid="qb-vehicle-vin"]')
      .first();
    await input.fill(identity.vin);
    await input.press('Enter');
    const params = page.getByTestId('qb-vehicle-params-table');
    await expect(params).toContainText('0x09');
    // the seed's eight values; a full read by an earlier test brings all sixteen
    await expect.poll(() => params.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId('qb-vehicle-tasks-table')).toContainText('心跳周期 30 秒');
    await expect(page.getByTestId('qb-vehicle-tasks-table')).toContainText('未启动');
  });

  test('an administrator sets a supplier portal password; it is never shown again', async ({ page }) => {
    await signInAdmin(page);
    const headers = { Authorization: await adminToken(page.request) };
    const created = await page.request.post('/api/terminal-svc/terminal/suppliers/V1.0', {
      headers,
      data: { code: 'E2EPORTAL', name: '门户演示供应商', mesCode: 'EP', tuidCode: 'E1' },
    });
    expect(created.ok()).toBe(true);
    await openFromMenu(page, 'terminal/terminal-suppliers');
    const row = page.locator('[data-testid^="terminalSupplier-row-"]', { hasText: 'E2EPORTAL' });
    await row.locator('input[type=checkbox]').check();
    await toolbarClick(page, 'terminalSupplier', 'action-pwd');
    await page.getByTestId('supplier-pwd-password').fill('weak');
    await page.getByTestId('supplier-pwd-submit').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await page.getByTestId('supplier-pwd-password').fill('Portal#2026x');
    await page.getByTestId('supplier-pwd-confirm').fill('Portal#2026x');
    await page.getByTestId('supplier-pwd-submit').click();
    await expect(page.locator('.ant-message')).toContainText('门户密码已设置');
    // the supplier shows when it was set, never the password
    const id = (await row.getAttribute('data-row-key'))!;
    const found = await page.request.get(`/api/terminal-svc/terminal/suppliers/V1.0/${id}`, { headers });
    const text = await found.text();
    expect((JSON.parse(text) as { portalPasswordSetAt: number | null }).portalPasswordSetAt).toEqual(
      expect.any(Number),
    );
    expect(text).not.toContain('scrypt');
    await expect(page.getByTestId('terminalSupplier-table')).not.toContainText('Portal#2026x');
  });
});

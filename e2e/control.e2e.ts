import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { adminToken, openFromMenu, signInAdmin, toolbarClick } from './support';

/** The remote-control demo vehicle of the seed (apps/server/src/domains/control/seed.ts); its terminal is started here. */
const identity = vehicleIdentity(0, 'remote-demo');
const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;

async function chooseVehicle(page: Page, group: string) {
  const input = page
    .locator(`[data-testid="remote-${group}-vin"] input, input[data-testid="remote-${group}-vin"]`)
    .first();
  await input.fill(identity.vin.slice(0, 12));
  await page.locator('.ant-select-item-option', { hasText: identity.vin }).first().click();
}

test.describe('remote control', () => {
  let terminal: SimulatedTerminal;

  test.beforeAll(async () => {
    terminal = new SimulatedTerminal({ identity, port: gatewayPort, interval: 10, randomAlarms: false });
  });
  test.afterAll(() => terminal.stop());

  test('locking the doors is refused while driving, succeeds when parked, and the result is pushed to the open page', async ({
    page,
  }) => {
    expect(await terminal.login()).toBe('ok');
    terminal.vehicle.mode = 'driving';
    terminal.vehicle.speed = 45;
    terminal.body.doorsLocked = false;

    await signInAdmin(page);
    await openFromMenu(page, 'remote/door');
    await chooseVehicle(page, 'door');
    await expect(page.getByTestId('remote-door-online')).toHaveAttribute('data-online', 'true');

    await page.getByTestId('remote-door-lock-on').click();
    await page.getByTestId('remote-door-confirm').click();
    const result = page.getByTestId('remote-result');
    await expect(result).toHaveAttribute('data-code', '6');
    expect(terminal.body.doorsLocked).toBe(false);

    terminal.vehicle.mode = 'parked';
    terminal.vehicle.speed = 0;
    await page.getByTestId('remote-door-lock-on').click();
    await page.getByTestId('remote-door-confirm').click();
    await expect(result).toHaveAttribute('data-code', '5');
    await expect(page.getByTestId('remote-result-code')).toContainText('终端执行成功');
    expect(terminal.body.doorsLocked).toBe(true);

    // offline: the command is queued (code 4) and delivered at the next login
    terminal.disconnect();
    const headers = { Authorization: await adminToken(page.request) };
    const online = async () =>
      (
        (await (
          await page.request.get(`/api/vehicle-svc/ctrl/vehicle/V1.0/query/${identity.vin}`, { headers })
        ).json()) as { online: boolean }
      ).online;
    await expect.poll(online).toBe(false);
    await page.getByTestId('remote-door-lock-off').click();
    await page.getByTestId('remote-door-confirm').click();
    await expect(result).toHaveAttribute('data-code', '4');
    expect(await terminal.reconnect()).toBe('ok');
    await expect(result).toHaveAttribute('data-code', '5');
    expect(terminal.body.doorsLocked).toBe(false);

    await openFromMenu(page, 'remote/command-log');
    await expect(page.getByTestId('commandLog-table')).toContainText(identity.vin);
  });

  test('report period read and changed, speed limit level 2 caps the simulated speed, a tampered signed call is refused', async ({
    page,
    request,
  }) => {
    expect(terminal.online).toBe(true);
    await signInAdmin(page);
    await openFromMenu(page, 'terminal/params-query');
    const input = page
      .locator('[data-testid="terminal-params-vin"] input, input[data-testid="terminal-params-vin"]')
      .first();
    await input.fill(identity.vin.slice(0, 12));
    await page.locator('.ant-select-item-option', { hasText: identity.vin }).first().click();
    await page.getByTestId('terminal-params-read').click();
    await expect(page.getByTestId('terminal-params-outcome')).toHaveAttribute('data-code', '5');
    await expect(page.getByTestId('terminal-param-value-2')).toHaveText('10');
    await page
      .locator('[data-testid="terminal-param-input-2"] input, input[data-testid="terminal-param-input-2"]')
      .first()
      .fill('3');
    await page.getByTestId('terminal-params-save').click();
    await expect(page.getByTestId('terminal-param-value-2')).toHaveText('3');
    expect(terminal.interval).toBe(3);
    await expect(page.getByTestId('terminalTask-table')).toContainText(identity.vin);

    // speed limit level 2 (10 km/h) from the lock screen: the simulated vehicle is capped
    await openFromMenu(page, 'vehicle/lock');
    await page
      .getByTestId('lockVehicle-table')
      .locator('tr', { hasText: identity.vin })
      .locator('input[type=checkbox]')
      .check();
    await toolbarClick(page, 'lockVehicle', 'action-lockSpeed');
    await page.getByTestId('lock-speed-level-2').click();
    await page.getByTestId('lock-speed-submit').click();
    await expect.poll(() => terminal.vehicle.speedCap).toBe(10);
    terminal.vehicle.mode = 'driving';
    terminal.vehicle.speed = 40;
    terminal.vehicle.step(2000);
    expect(terminal.vehicle.speed).toBeLessThanOrEqual(10);

    const token = await adminToken(request);
    const headers = { Authorization: token, 'Accept-Language': 'en-US' };
    const { nonce } = (await (
      await request.get('/api/vehicle-svc/ctrl/vehicle/V1.0/nonce', { headers })
    ).json()) as { nonce: string };
    const timestamp = String(Date.now());
    const body = JSON.stringify({ params: Buffer.from('an honest payload, encrypted').toString('base64') });
    const sign = createHash('sha256')
      .update(timestamp + nonce + body)
      .digest('hex');
    const tampered = body.replace('"params":"', '"params":"X');
    const res = await request.post('/api/vehicle-svc/ctrl/vehicle/V1.0/lock', {
      headers: { ...headers, 'Content-Type': 'application/json', sign, nonce, timestamp },
      data: tampered,
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'SIGN_WRONG',
      message: expect.stringContaining('tampered'),
    });
  });
});

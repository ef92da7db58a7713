import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, choose, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
const seconds = (text: string | null) => new Date(text!.replace(' ', 'T')).getTime() / 1000;

/** A terminal of the test's own VIN reporting every 30 s from `startTime`. */
const terminalOf = (identity: ReturnType<typeof fleetIdentities>[number], startTime: number) =>
  new SimulatedTerminal({ identity, port: port + 1, interval: 30, randomAlarms: false, startTime });

test('track playback finds a vehicle by VIN and plays its reported track', async ({ page }) => {
  const [identity] = fleetIdentities(1, 'e2e-monitor-screens-track');
  const vin = identity!.vin;
  const terminal = terminalOf(identity!, Date.now() - 3_700_000);
  try {
    expect(await terminal.login()).toBe('ok');
    // an hour of reports every 30 s
    for (let i = 0; i < 120; i++) terminal.tick(30_000);

    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/track-playback');
    await page.getByTestId('track-playback-vin').locator('input').fill(vin);
    await page.getByTestId('track-playback-vin').locator('input').press('Enter');
    await page.getByTestId('track-query').click();
    await expect(page.getByTestId('track-map')).toBeVisible();
    await expect(page.getByTestId('track-index')).toHaveText(/^1 \/ \d+$/);
    const points = Number((await page.getByTestId('track-index').textContent())!.split('/')[1]);
    expect(points).toBeGreaterThan(100);

    const startText = await page.getByTestId('track-time').textContent();
    await choose(page, 'track-speed', '32x');
    await page.getByTestId('track-play').click();
    await expect(page.getByTestId('track-index')).not.toHaveText(/^1 \//, { timeout: 5000 });
    await page.getByTestId('track-play').click();
    expect(
      seconds(await page.getByTestId('track-time').textContent()) - seconds(startText),
    ).toBeGreaterThanOrEqual(30);
  } finally {
    await terminal.stop({ logout: false }).catch(() => undefined);
  }
});

/**
 * The terminal's chip and the vehicle's filing come from the archive (made through the API here:
 * the terminal the gateway binds at login is the one archived under the test's model); real-time
 * data shows the vehicle's latest report and opens its basic info.
 */
test('real-time data opens basic info with the terminal chip and the filing status', async ({ page }) => {
  const [identity] = fleetIdentities(1, 'e2e-monitor-screens-chip');
  const vin = identity!.vin;
  const headers = { authorization: await adminToken(page.request) };
  const code = `E2E-M${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const created = async (path: string, data: object) => {
    const res = await page.request.post(`/api/${path}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const supplier = await created('terminal-svc/terminal/suppliers/V1.0', {
    code: `S${code.slice(-6)}`,
    name: `${code} 供应商`,
    mesCode: 'E4',
    tuidCode: 'T9',
  });
  const factory = await created('terminal-svc/chip/factory/V1.0', {
    code: `F${code.slice(-6)}`,
    name: `${code} 芯片厂`,
  });
  const chip = await created('terminal-svc/chip/models/V1.0', {
    modelCode: `C${code.slice(-6)}`,
    modelName: `${code} 芯片`,
    chipFactoryId: factory.id,
    chipType: 'SE',
  });
  const model = await created('terminal-svc/terminal/models/V1.0', {
    modelCode: code,
    modelName: `${code} 终端`,
    supplierId: supplier.id,
    chipModelId: chip.id,
    chainType: 'GB6',
    hardwareVersion: 'H2.0',
  });
  // the gateway binds the terminal AUTO-<VIN> when the VIN logs in for the first time
  await created('terminal-svc/terminals/V1.0', { terminalCode: `AUTO-${vin}`, terminalModelId: model.id });

  const terminal = terminalOf(identity!, Date.now() - 120_000);
  try {
    expect(await terminal.login()).toBe('ok');
    let last = terminal.tick(30_000);
    for (let i = 0; i < 3; i++) last = terminal.tick(30_000);
    const row = await page.request.post('/api/vehicle-svc/vehicleMonitor/V1.0/getMonitorList', {
      headers,
      data: { vin },
    });
    const vehicleId = ((await row.json()) as { items: { id: number }[] }).items[0]!.id;
    await created('vehicle-svc/filing/vehicle', { subjectId: vehicleId, standard: 'GB6' });

    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/real-time');
    await page.getByTestId('real-time-vin').locator('input').fill(vin);
    await page.getByTestId('real-time-vin').locator('input').press('Enter');
    await expect(page.getByTestId('current-vehicle-soc')).toHaveText(String(last.vehicle!.soc));
    await expect(page.getByTestId('faults-none')).toBeVisible();

    await page.getByTestId('real-time-open').click();
    await expect(page.getByTestId('single-vehicle-basic')).toBeVisible();
    await expect(page.getByTestId('basic-vin')).toHaveText(vin);
    await expect(page.getByTestId('basic-terminalCode')).toHaveText(`AUTO-${vin}`);
    await expect(page.getByTestId('basic-chipCode')).toHaveText(`C${code.slice(-6)}`);
    await expect(page.getByTestId('basic-chipModel')).toHaveText(`${code} 芯片`);
    await expect(page.getByTestId('basic-chipFactory')).toHaveText(`${code} 芯片厂`);
    await expect(page.getByTestId('basic-chipRegister')).toHaveText('否');
    await expect(page.getByTestId('basic-terminalRegister')).toHaveText('是');
    await expect(page.getByTestId('basic-vehicleRegisterGb6')).toHaveText('待提交');
    await expect(page.getByTestId('basic-vehicleRegisterGb4')).toHaveText('未备案');
  } finally {
    await terminal.stop({ logout: false }).catch(() => undefined);
  }
});

import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { gbEnumLabel } from '@chelian/contracts/gb32960-enums';
import { adminToken, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
/** provinces the home page lists at most */
const HOME_TOP = 10;
const vehicleState = (page: import('@playwright/test').Page, vin: string) =>
  page.getByTestId(`status-state-${vin}`);

/**
 * A simulated terminal the test drives reports three minutes of driving; the console shows it
 * online in the status list and keeps its row live, its current condition carries the values sent,
 * its track replays at 8x and its history charts two values; the home figures match the server.
 */
test('a simulated vehicle is monitored live end to end', async ({ page }) => {
  const [identity] = fleetIdentities(1, 'e2e-monitor');
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 10,
    randomAlarms: false,
    startTime: Date.now() - 210_000,
  });
  // the Content-Security-Policy of the console must let it work: any violation is reported in the console log
  const violations: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Refused to (load|connect|apply|execute|frame)/i.test(message.text())
    )
      violations.push(message.text());
  });
  try {
    const shell = await page.request.get('/');
    expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(shell.headers()['x-content-type-options']).toBe('nosniff');
    expect(await terminal.login()).toBe('ok');
    let last = terminal.tick();
    for (let i = 0; i < 17; i++) last = terminal.tick();
    const vin = identity!.vin;

    await signInAdmin(page);
    await openFromMenu(page, 'monitor/status');
    await page.getByTestId('monitor-status-search-vin').fill(vin);
    await page.getByTestId('monitor-status-search-submit').click();
    await expect(page.getByTestId(`status-online-${vin}`)).toHaveText(/在线|Online/);
    await expect(page.getByTestId(`status-soc-${vin}`)).toHaveText(String(last.vehicle!.soc));
    await expect(vehicleState(page, vin)).not.toHaveAttribute('data-state', 'offline');

    // a new report reaches the row through the websocket, without reloading
    const before = await page.getByTestId(`status-time-${vin}`).textContent();
    last = terminal.tick();
    await expect(page.getByTestId(`status-time-${vin}`)).not.toHaveText(before!, { timeout: 3000 });
    await expect(page.getByTestId(`status-soc-${vin}`)).toHaveText(String(last.vehicle!.soc));

    const download = page.waitForEvent('download');
    await page.getByTestId('monitor-status-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // current condition: the values of the last frame
    await page.getByTestId(`status-open-${vin}`).click();
    await page.getByTestId('single-vehicle-tab-current').click();
    await expect(page.getByTestId('current-vehicle-soc')).toHaveText(String(last.vehicle!.soc));
    await expect(page.getByTestId('current-vehicle-mileage')).toHaveText(
      String(Math.round(last.vehicle!.mileage! * 1000) / 1000),
    );
    await expect(page.getByTestId('current-cells-0')).toBeVisible();
    // enumerations read as labels in every language, never as the standard's codes
    for (const lang of ['en-US', 'zh-TW', 'zh-CN'] as const) {
      await page.getByTestId('header-lang').click();
      await page.getByTestId(`lang-${lang}`).click();
      await expect(page.getByTestId('current-vehicle-vehicleStatus')).toHaveText(
        gbEnumLabel('vehicleStatus', last.vehicle!.status, lang),
      );
      await expect(page.getByTestId('current-vehicle-gear')).toHaveText(
        gbEnumLabel('gear', last.vehicle!.gear, lang),
      );
      await expect(page.getByTestId('current-vehicle-gear')).not.toHaveText(/^\d+$/);
    }
    last = terminal.tick();
    await expect(page.getByTestId('current-vehicle-mileage')).toHaveText(
      String(Math.round(last.vehicle!.mileage! * 1000) / 1000),
      { timeout: 3000 },
    );

    // no alarm was sent: no current faults
    await page.getByTestId('single-vehicle-tab-faults').click();
    await expect(page.getByTestId('faults-none')).toBeVisible();

    // track replay at 8x: the clock moves about 8 s of data per second
    await page.getByTestId('single-vehicle-tab-track').click();
    await page.getByTestId('track-query').click();
    await expect(page.getByTestId('track-map')).toBeVisible();
    await expect(page.getByTestId('track-index')).toHaveText(/^1 \/ \d+$/);
    const startText = await page.getByTestId('track-time').textContent();
    await page.getByTestId('track-play').click();
    await page.waitForTimeout(2500);
    await page.getByTestId('track-play').click();
    const seconds = (text: string | null) => new Date(text!.replace(' ', 'T')).getTime() / 1000;
    const advanced = seconds(await page.getByTestId('track-time').textContent()) - seconds(startText);
    expect(advanced).toBeGreaterThanOrEqual(8);
    expect(advanced).toBeLessThanOrEqual(40);

    // history of two values (speed and SOC are chosen by default)
    await page.getByTestId('single-vehicle-tab-history').click();
    await page.getByTestId('history-query').click();
    await expect(page.getByTestId('history-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('history-chart')).toHaveAttribute('aria-label', /车速.*SOC|SOC.*车速/);
    await expect(page.getByTestId('history-table').locator('tbody tr.ant-table-row')).toHaveCount(20);
    const historyFile = page.waitForEvent('download');
    await page.getByTestId('history-export').click();
    expect((await historyFile).suggestedFilename()).toMatch(new RegExp(`${vin}_\\d+\\.xlsx$`));

    // the distribution map holds the vehicle, online, in its province; other browser tests may
    // have left vehicles of their own, so the counts are the server's
    const token = await adminToken(page.request);
    const headers = { Authorization: token };
    const map = (await (
      await page.request.post('/api/vehicle-svc/vehicleMonitor/V1.0/getVehicleMapData', { headers, data: {} })
    ).json()) as { vins: string[]; states: number[] };
    const offline = map.states.filter((state) => state === 0).length;
    expect(map.states[map.vins.indexOf(vin)]).not.toBe(0);
    const provinces = (
      (await (
        await page.request.get('/api/vehicle-svc/dataAnalysis/getCountByProvince', { headers })
      ).json()) as { count: number }[]
    ).filter((p) => p.count > 0);
    await openFromMenu(page, 'monitor/distribution');
    await expect(page.getByTestId('map')).toHaveAttribute('data-points', /\d/, { timeout: 60_000 });
    await expect(page.getByTestId('map-count-offline')).toHaveText(new RegExp(` ${offline}$`));
    await expect(page.getByTestId('map-provinces').locator('tr[data-testid^="map-province-"]')).toHaveCount(
      provinces.length,
    );

    // home figures equal what the server counts
    const online = (await (
      await page.request.get('/api/vehicle-svc/dataAnalysis/home/online', {
        headers: { Authorization: token },
      })
    ).json()) as { total: number; online: number };
    expect(online.online).toBeGreaterThanOrEqual(1);
    await page.getByTestId('tab-/home/home').click();
    await expect(page.getByTestId('home-fleet-online')).toContainText(String(online.online));
    await expect(page.getByTestId('home-fleet-total')).toContainText(String(online.total));
    await expect(page.getByTestId('home-by-province').getByTestId('home-count-row')).toHaveCount(
      Math.min(provinces.length, HOME_TOP),
    );
    await expect(page.getByTestId('home-work-months').locator('canvas').first()).toBeVisible();
    // signed in, the live list fed by the websocket, the map drawn, the home page: no violation
    expect(violations).toEqual([]);
  } finally {
    await terminal.stop({ logout: true }).catch(() => undefined);
  }
});

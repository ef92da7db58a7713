import { expect, test, type Page } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, choose, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
/** A time as the console shows it: on the demo tenant's clock, Asia/Shanghai (UTC+8 all year). */
const seconds = (text: string | null) => new Date(`${text!.replace(' ', 'T')}+08:00`).getTime() / 1000;

/** A terminal of the test's own VIN reporting every 30 s from `startTime`. */
const terminalOf = (identity: ReturnType<typeof fleetIdentities>[number], startTime: number) =>
  new SimulatedTerminal({ identity, port: port + 1, interval: 30, randomAlarms: false, startTime });

interface Fix {
  time: number;
  lng: number;
  lat: number;
}

/** The index and time shown under the map and the vehicle marker's own position, read in one go. */
const replayState = (page: Page) =>
  page.evaluate(() => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.textContent!;
    const marker = document.querySelector<HTMLElement>('[data-testid="track-marker"]')!;
    const box = marker.getBoundingClientRect();
    const map = document.querySelector('[data-testid="track-map"]')!.getBoundingClientRect();
    return {
      index: Number(text('track-index').split('/')[0]) - 1,
      time: text('track-time'),
      lng: Number(marker.dataset.lng),
      lat: Number(marker.dataset.lat),
      heading: Number(marker.dataset.heading),
      // the marker's centre from the map's centre, px
      offset: [
        box.x + box.width / 2 - (map.x + map.width / 2),
        box.y + box.height / 2 - (map.y + map.height / 2),
      ],
      at: Date.now(),
    };
  });
type ReplayState = Awaited<ReturnType<typeof replayState>>;

/** Compass bearing from one fix to the next, degrees (the local, flat-earth one: fixes are metres apart). */
const bearingOf = (a: Fix, b: Fix) => {
  const cos = Math.cos((a.lat * Math.PI) / 180);
  return ((Math.atan2((b.lng - a.lng) * cos, b.lat - a.lat) * 180) / Math.PI + 360) % 360;
};

/**
 * Where a reading's marker lies on the segment from the fix the index shows to the next one: 0 at
 * the fix, 1 at the next. It must lie on that segment (within a centimetre) and as far along as the
 * time shown says (the time is shown to the second: the fraction lies within that second).
 */
function alongSegment(fixes: Fix[], r: ReplayState): number | null {
  const a = fixes[r.index]!;
  const b = fixes[r.index + 1];
  const shown = seconds(r.time) * 1000;
  expect(shown).toBeGreaterThanOrEqual(Math.floor(a.time / 1000) * 1000);
  if (!b || (a.lng === b.lng && a.lat === b.lat)) {
    expect([r.lng, r.lat]).toEqual([a.lng, a.lat]);
    return null;
  }
  const [dx, dy] = [b.lng - a.lng, b.lat - a.lat];
  const along = ((r.lng - a.lng) * dx + (r.lat - a.lat) * dy) / (dx * dx + dy * dy);
  const off = Math.hypot(a.lng + along * dx - r.lng, a.lat + along * dy - r.lat);
  expect(off, 'distance from the segment, degrees').toBeLessThan(1e-7);
  const span = b.time - a.time;
  expect(along).toBeGreaterThanOrEqual((shown - a.time) / span - 1e-6);
  expect(along).toBeLessThanOrEqual((shown + 1000 - a.time) / span + 1e-6);
  const turn = Math.abs(((r.heading - bearingOf(a, b) + 540) % 360) - 180);
  expect(turn, 'marker heading against the bearing of the segment, degrees').toBeLessThan(1);
  return along;
}

/**
 * Track playback: a vehicle found by VIN, its reported hour on the map. Played at 8x the vehicle
 * marker glides along the recorded fixes (between the fix the index shows and the next, as far
 * along as the clock says, turned to that segment's bearing), stays in the middle of the map while
 * following until the map is dragged, and stops on the last fix.
 */
test('track playback replays a reported track on the map with the marker on the recorded fixes', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
    const answer = page.waitForResponse((res) => res.url().includes('/trackData?'));
    await page.getByTestId('track-query').click();
    const fixes = (await (await answer).json()) as Fix[];
    expect(fixes.length).toBeGreaterThan(100);
    await expect(page.getByTestId('track-map')).toBeVisible();
    await expect(page.getByTestId('track-index')).toHaveText(`1 / ${fixes.length}`);
    await expect(page.getByTestId('track-marker')).toHaveAttribute('data-lng', String(fixes[0]!.lng));
    await expect(page.getByTestId('track-marker')).toHaveAttribute('data-lat', String(fixes[0]!.lat));
    // the start mark, under the vehicle at the start, tells its time on hover
    const startText = await page.getByTestId('track-time').textContent();
    const box = (await page.getByTestId('track-marker').boundingBox())!;
    await expect(async () => {
      await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.locator('.maplibregl-popup')).toHaveText(`起点 ${startText}`, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await choose(page, 'track-speed', '8x');
    await page.getByTestId('track-play').click();
    const readings: ReplayState[] = [];
    for (let i = 0; i < 12; i++) {
      await page.waitForTimeout(400);
      readings.push(await replayState(page));
    }
    const along = readings.map((r) => alongSegment(fixes, r));
    // between fixes, not on them: the marker glides
    expect(along.filter((f) => f !== null && f > 0.05 && f < 0.95).length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < readings.length; i++)
      expect(readings[i]!.index).toBeGreaterThanOrEqual(readings[i - 1]!.index);
    const [first, last] = [readings[0]!, readings[readings.length - 1]!];
    expect(last.index).toBeGreaterThan(first.index);
    // 8 s of track a second (the time shown to the second)
    const rate = (seconds(last.time) - seconds(first.time)) / ((last.at - first.at) / 1000);
    expect(rate).toBeGreaterThan(6.5);
    expect(rate).toBeLessThan(9);

    // following keeps the vehicle in the middle of the map; a drag ends it
    await page.getByTestId('track-follow').click();
    for (let i = 0; i < 4; i++) {
      await page.waitForTimeout(400);
      const r = await replayState(page);
      alongSegment(fixes, r);
      expect(Math.hypot(r.offset[0]!, r.offset[1]!), 'marker from the map centre, px').toBeLessThan(2);
    }
    const map = (await page.getByTestId('track-map').boundingBox())!;
    await page.mouse.move(map.x + map.width / 2 + 60, map.y + map.height / 2 + 40);
    await page.mouse.down();
    await page.mouse.move(map.x + map.width / 2 + 160, map.y + map.height / 2 + 90, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId('track-follow')).toHaveAttribute('aria-checked', 'false');

    // 20 s before the end, played to the end: it stops on the last fix
    await page.getByTestId('track-play').click();
    const handle = page.getByTestId('track-slider').getByRole('slider');
    await handle.focus();
    await handle.press('End');
    for (let i = 0; i < 20; i++) await handle.press('ArrowLeft');
    expect((await replayState(page)).index).toBeLessThan(fixes.length - 1);
    await choose(page, 'track-speed', '32x');
    await page.getByTestId('track-play').click();
    await expect(page.getByTestId('track-index')).toHaveText(`${fixes.length} / ${fixes.length}`);
    const end = await replayState(page);
    expect([end.lng, end.lat]).toEqual([fixes.at(-1)!.lng, fixes.at(-1)!.lat]);
    expect(seconds(end.time) * 1000).toBe(Math.floor(fixes.at(-1)!.time / 1000) * 1000);
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
    // the tab and the breadcrumb name the vehicle: it has no plate, so its VIN
    await expect(page.getByTestId('tab-/single-vehicle/single-vehicle')).toContainText(`· ${vin}`);
    await expect(page.getByTestId('breadcrumbs')).toContainText(vin);
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

import { expect, test, type Page } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
const LANGUAGES = ['zh-CN', 'en-US', 'zh-TW'] as const;

/** The map's view as the distribution screen writes it on the map when idle: lng, lat, zoom. */
async function view(page: Page): Promise<string> {
  return (await page.getByTestId('map').getAttribute('data-view')) ?? '';
}

/** Where a WGS-84 position is on the page, by Web Mercator from the map's view (512 px tiles). */
async function pixelOf(page: Page, lng: number, lat: number): Promise<{ x: number; y: number }> {
  const [cLng, cLat, zoom] = (await view(page)).split(',').map(Number) as [number, number, number];
  const box = (await page.getByTestId('map').boundingBox())!;
  const world = 512 * 2 ** zoom;
  const mx = (x: number) => ((x + 180) / 360) * world;
  const my = (y: number) =>
    (0.5 - Math.log(Math.tan(Math.PI / 4 + (y * Math.PI) / 360)) / (2 * Math.PI)) * world;
  return {
    x: box.x + box.width / 2 + mx(lng) - mx(cLng),
    y: box.y + box.height / 2 + my(lat) - my(cLat),
  };
}

/**
 * A few simulated vehicles report their positions; the distribution map draws them on the offline
 * basemap (provinces, the South China Sea inset, labels from the console's own glyphs: nothing
 * fetched fails), clustered; clicking a cluster zooms in, clicking the vehicle opens it.
 */
test('the distribution map clusters the fleet and opens a vehicle', async ({ page }) => {
  test.setTimeout(180_000);
  const identities = fleetIdentities(8, 'e2e-maps');
  const terminals = identities.map(
    (identity) =>
      new SimulatedTerminal({
        identity,
        port: port + 1,
        interval: 10,
        randomAlarms: false,
        startTime: Date.now() - 60_000,
      }),
  );
  const failed: string[] = [];
  const glyphRanges = new Set<string>();
  page.on('response', (response) => {
    const url = decodeURIComponent(response.url());
    if (url.includes('/map/') && response.status() >= 400) failed.push(`${response.status()} ${url}`);
    const range = /\/map\/glyphs\/[^/]+\/(\d+-\d+)\.pbf/.exec(url);
    if (range) glyphRanges.add(range[1]!);
  });
  try {
    for (const terminal of terminals) {
      expect(await terminal.login()).toBe('ok');
      for (let i = 0; i < 3; i++) terminal.tick();
    }
    const target = identities[0]!.vin;
    const token = await adminToken(page.request);
    await expect(async () => {
      const map = (await (
        await page.request.post('/api/vehicle-svc/vehicleMonitor/V1.0/getVehicleMapData', {
          headers: { Authorization: token },
          data: {},
        })
      ).json()) as { vins: string[] };
      expect(map.vins).toContain(target);
    }).toPass({ timeout: 20_000 });
    const map = (await (
      await page.request.post('/api/vehicle-svc/vehicleMonitor/V1.0/getVehicleMapData', {
        headers: { Authorization: token },
        data: {},
      })
    ).json()) as { vins: string[]; lng: number[]; lat: number[]; tiles: { url: string } };
    expect(map.tiles.url).toBe('');
    const at = map.vins.indexOf(target);
    const [lng, lat] = [map.lng[at]!, map.lat[at]!];

    await signInAdmin(page);
    for (const lang of LANGUAGES) {
      await page.evaluate((l) => localStorage.setItem('chelian.lang', l), lang);
      await page.reload();
      await openFromMenu(page, 'monitor/distribution');
      const canvas = page.getByTestId('map');
      await expect(canvas).toHaveAttribute('data-clusters', /^[1-9]/, { timeout: 60_000 });
      await expect(page.getByTestId('map-inset')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`distribution-${lang}.png`) });
      // zoomed in on the Taiwan Strait: province names (Latin glyphs of our own, CJK from the
      // browser's fonts) and prefecture outlines, fetched only now
      const before = await view(page);
      const prefectures = page.waitForResponse((r) => r.url().includes('/map/prefectures.json'));
      const strait = await pixelOf(page, 119.5, 25);
      await page.mouse.move(strait.x, strait.y);
      // about half a zoom level a notch: from the country (3.4) past the prefectures' 5.5
      for (let i = 0; i < 8; i++) {
        await page.mouse.wheel(0, -300);
        await page.waitForTimeout(100);
      }
      await expect
        .poll(async () => Number((await view(page)).split(',')[2]), { timeout: 20_000 })
        .toBeGreaterThan(5.5);
      expect((await prefectures).ok()).toBe(true);
      expect(await view(page)).not.toBe(before);
      await expect(page.getByTestId('map-inset')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: test.info().outputPath(`distribution-${lang}-zoomed.png`) });
    }

    // the map's own buttons follow a language switched in the header, without opening the screen again
    await expect(page.locator('.maplibregl-ctrl-zoom-in')).toHaveAttribute('title', '放大');
    await page.getByTestId('header-lang').click();
    await page.getByTestId('lang-en-US').click();
    await expect(page.locator('.maplibregl-ctrl-zoom-in')).toHaveAttribute('title', 'Zoom in');
    await expect(page.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute('aria-label', 'Zoom out');

    // from the whole country again: a cluster zooms in, until the vehicle is on its own; then it opens
    await page.reload();
    await openFromMenu(page, 'monitor/distribution');
    await expect(page.getByTestId('map')).toHaveAttribute('data-clusters', /^[1-9]/, { timeout: 60_000 });
    for (let step = 0; step < 10 && !page.url().includes('single-vehicle'); step++) {
      const before = await view(page);
      const { x, y } = await pixelOf(page, lng, lat);
      await page.mouse.click(x, y);
      const moved = await expect
        .poll(async () => page.url().includes('single-vehicle') || (await view(page)) !== before, {
          timeout: 5000,
        })
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      // the cluster holding it is drawn at its members' centre, which may lie off the vehicle: zoom there
      if (!moved) {
        await page.mouse.move(x, y);
        await page.mouse.wheel(0, -600);
        await expect.poll(() => view(page), { timeout: 10_000 }).not.toBe(before);
      }
    }
    await expect(page).toHaveURL(new RegExp(`single-vehicle.*vin=${target}`));
    expect(failed).toEqual([]);
    expect([...glyphRanges]).toEqual(['0-255']);
  } finally {
    for (const terminal of terminals) await terminal.stop({ logout: true }).catch(() => undefined);
  }
});

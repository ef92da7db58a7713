import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

type LngLat = [number, number];
type Point = { x: number; y: number };
const base = '/api/vehicle-svc/fences/V1.0';

/** The drawing map's view as the widget writes it when the map is idle: lng, lat, zoom. */
async function view(page: Page): Promise<[number, number, number]> {
  const text = (await page.getByTestId('fence-map').getAttribute('data-view')) ?? '';
  return text.split(',').map(Number) as [number, number, number];
}

/** The WGS-84 position under a page pixel, by Web Mercator from the map's view (512 px tiles, no rotation). */
async function lngLatAt(page: Page, p: Point): Promise<LngLat> {
  const [cLng, cLat, zoom] = await view(page);
  const box = (await page.getByTestId('fence-map-canvas').boundingBox())!;
  const world = 512 * 2 ** zoom;
  const cx = ((cLng + 180) / 360) * world;
  const cy = (0.5 - Math.log(Math.tan(Math.PI / 4 + (cLat * Math.PI) / 360)) / (2 * Math.PI)) * world;
  const x = cx + p.x - (box.x + box.width / 2);
  const y = cy + p.y - (box.y + box.height / 2);
  return [(x / world) * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI];
}

/** Where a WGS-84 position is on the page: the inverse of lngLatAt. */
async function pixelOf(page: Page, [lng, lat]: LngLat): Promise<Point> {
  const [cLng, cLat, zoom] = await view(page);
  const box = (await page.getByTestId('fence-map-canvas').boundingBox())!;
  const world = 512 * 2 ** zoom;
  const mx = (x: number) => ((x + 180) / 360) * world;
  const my = (y: number) =>
    (0.5 - Math.log(Math.tan(Math.PI / 4 + (y * Math.PI) / 360)) / (2 * Math.PI)) * world;
  return { x: box.x + box.width / 2 + mx(lng) - mx(cLng), y: box.y + box.height / 2 + my(lat) - my(cLat) };
}

/** Great-circle distance in metres (the mean radius, as terra-draw and the alarm check use). */
function metres([a, b]: LngLat, [c, d]: LngLat): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((d - b) * rad) / 2) ** 2 +
    Math.cos(b * rad) * Math.cos(d * rad) * Math.sin(((c - a) * rad) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}

/** The page's own session token, for reading back what the form saved. */
const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('chelian.session') ?? '{}') as { token?: string }).token ?? '',
  );

async function readFence(page: Page, name: string) {
  const headers = { authorization: await sessionToken(page) };
  const list = await page.request.post(`${base}/page`, { headers, data: { name, pageSize: 10 } });
  const row = ((await list.json()) as { items: { id: number; name: string }[] }).items.find(
    (r) => r.name === name,
  )!;
  const detail = await page.request.get(`${base}/detail/${row.id}`, { headers });
  expect(detail.status()).toBe(200);
  return (await detail.json()) as {
    id: number;
    shape: string;
    geometry: { type: string; coordinates?: LngLat[][]; center?: LngLat; radius?: number };
  };
}

/** Opens the create form and zooms the map in to street level, where a pixel is a few metres. */
async function openDrawing(page: Page, name: string) {
  await page.getByTestId('fence-create').click();
  await page.getByTestId('fence-form-name').fill(name);
  await expect(page.getByTestId('fence-map')).toHaveAttribute('data-view', /\d/);
  for (let i = 0; i < 10; i++) {
    const before = await page.getByTestId('fence-map').getAttribute('data-view');
    await page.getByTestId('fence-map').locator('.maplibregl-ctrl-zoom-in').click();
    await expect(page.getByTestId('fence-map')).not.toHaveAttribute('data-view', before!);
  }
  // wait until the last zoom has settled
  await expect(async () => {
    const a = await page.getByTestId('fence-map').getAttribute('data-view');
    await page.waitForTimeout(400);
    expect(await page.getByTestId('fence-map').getAttribute('data-view')).toBe(a);
  }).toPass();
}

/** Whole pixels: the pointer events report them, so the expected positions are of the same pixels. */
async function pixels(page: Page, fractions: [number, number][]): Promise<Point[]> {
  const box = (await page.getByTestId('fence-map-canvas').boundingBox())!;
  return fractions.map(([fx, fy]) => ({
    x: Math.round(box.x + fx * box.width),
    y: Math.round(box.y + fy * box.height),
  }));
}

async function clickAt(page: Page, p: Point) {
  await page.mouse.move(p.x, p.y, { steps: 5 });
  await page.mouse.click(p.x, p.y);
}

test.describe.serial('electronic fences', () => {
  test.setTimeout(240_000);

  test('a polygon clicked on the map is stored with the clicked points', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'dealer/fence');
    await openDrawing(page, 'E2E 多边形围栏');
    await page.getByTestId('draw-tool-polygon').click();
    await expect(page.getByTestId('draw-hint')).toContainText('依次点击各顶点');
    const points = await pixels(page, [
      [0.3, 0.3],
      [0.72, 0.26],
      [0.78, 0.7],
      [0.4, 0.76],
    ]);
    const expected = await Promise.all(points.map((p) => lngLatAt(page, p)));
    for (const p of points) await clickAt(page, p);
    await clickAt(page, points[0]!); // the first vertex again closes the ring
    await expect(page.getByTestId('fence-shape')).toHaveText('多边形');
    await expect(page.getByTestId('draw-hint')).toHaveText('4 个顶点');
    await page.getByTestId('fence-form-submit').click();
    await expect(page.getByTestId('fence-form')).toHaveCount(0);
    await expect(rowWith(page, 'fence', 'E2E 多边形围栏')).toHaveCount(1);
    await expect(rowWith(page, 'fence', 'E2E 多边形围栏')).toContainText('多边形');

    const fence = await readFence(page, 'E2E 多边形围栏');
    expect(fence.shape).toBe('POLYGON');
    expect(fence.geometry.type).toBe('Polygon');
    const ring = fence.geometry.coordinates![0]!;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    // clicked clockwise, kept counter-clockwise as GeoJSON (RFC 7946) has outer rings: the same
    // first vertex, the others in reverse
    const counterClockwise = [expected[0]!, ...expected.slice(1).reverse()];
    ring.slice(0, 4).forEach((vertex, i) => expect(metres(vertex, counterClockwise[i]!)).toBeLessThan(2));
  });

  test('a drawn polygon dragged on the map is stored where it was dropped', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'dealer/fence');
    await openDrawing(page, 'E2E 拖动的围栏');
    await page.getByTestId('draw-tool-polygon').click();
    const points = await pixels(page, [
      [0.3, 0.3],
      [0.6, 0.35],
      [0.45, 0.7],
    ]);
    for (const p of points) await clickAt(page, p);
    await clickAt(page, points[0]!);
    await expect(page.getByTestId('draw-hint')).toHaveText('3 个顶点');
    // the new shape is selected: dragging its inside moves it whole
    const inside = {
      x: Math.round((points[0]!.x + points[1]!.x + points[2]!.x) / 3),
      y: Math.round((points[0]!.y + points[1]!.y + points[2]!.y) / 3),
    };
    const delta = { x: 80, y: 40 };
    await page.mouse.move(inside.x, inside.y, { steps: 3 });
    await page.mouse.down();
    await page.mouse.move(inside.x + delta.x, inside.y + delta.y, { steps: 40 });
    await page.mouse.up();
    const before = await Promise.all(points.map((p) => lngLatAt(page, p)));
    const after = await Promise.all(
      points.map((p) => lngLatAt(page, { x: p.x + delta.x, y: p.y + delta.y })),
    );
    const metresPerPixel = metres(
      after[0]!,
      await lngLatAt(page, { x: points[0]!.x + delta.x + 1, y: points[0]!.y + delta.y }),
    );
    await page.getByTestId('fence-form-submit').click();
    await expect(page.getByTestId('fence-form')).toHaveCount(0);

    const ring = (await readFence(page, 'E2E 拖动的围栏')).geometry.coordinates![0]!;
    // counter-clockwise: the first vertex, then the others in reverse
    const dropped = [after[0]!, after[2]!, after[1]!];
    const drawn = [before[0]!, before[2]!, before[1]!];
    ring.slice(0, 3).forEach((vertex, i) => {
      // the drag events are thinned (every fifth is applied): the shape lands within a few pixels
      expect(metres(vertex, dropped[i]!)).toBeLessThan(4 * metresPerPixel);
      expect(metres(vertex, drawn[i]!)).toBeGreaterThan(30 * metresPerPixel);
    });
    // moved whole: every vertex by the same offset
    const offsets = ring.slice(0, 3).map((v, i) => [v[0] - drawn[i]![0], v[1] - drawn[i]![1]]);
    for (const o of offsets) {
      expect(Math.abs(o[0]! - offsets[0]![0]!)).toBeLessThan(1e-6);
      expect(Math.abs(o[1]! - offsets[0]![1]!)).toBeLessThan(1e-6);
    }
  });

  test('a circle clicked on the map is stored as its centre and radius', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'dealer/fence');
    await openDrawing(page, 'E2E 圆形围栏');
    await page.getByTestId('draw-tool-circle').click();
    const [centre, edge] = await pixels(page, [
      [0.5, 0.5],
      [0.68, 0.5],
    ]);
    const c = await lngLatAt(page, centre!);
    const radius = metres(c, await lngLatAt(page, edge!));
    await clickAt(page, centre!);
    await clickAt(page, edge!);
    await expect(page.getByTestId('fence-shape')).toHaveText('圆形');
    await page.getByTestId('fence-form-submit').click();
    await expect(page.getByTestId('fence-form')).toHaveCount(0);

    const fence = await readFence(page, 'E2E 圆形围栏');
    expect(fence.shape).toBe('CIRCLE');
    expect(fence.geometry.type).toBe('Circle');
    expect(metres(fence.geometry.center!, c)).toBeLessThan(2);
    expect(Math.abs(fence.geometry.radius! - radius)).toBeLessThan(2);

    // opened again, the map is fitted to the circle: its west and east ends are on the map, and
    // the circle spans more than half its height
    await rowWith(page, 'fence', 'E2E 圆形围栏').locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'fence', 'update');
    await expect(page.getByTestId('draw-hint')).toContainText('半径');
    const [lng, lat] = fence.geometry.center!;
    const dLng = (fence.geometry.radius! / (6371000 * Math.cos((lat * Math.PI) / 180))) * (180 / Math.PI);
    await expect
      .poll(async () => {
        // read each time: the dialog may still be growing into place
        const box = (await page.getByTestId('fence-map-canvas').boundingBox())!;
        const [w, e] = [await pixelOf(page, [lng - dLng, lat]), await pixelOf(page, [lng + dLng, lat])];
        return w.x > box.x && e.x < box.x + box.width && e.x - w.x > box.height / 2;
      })
      .toBe(true);
    await page.getByTestId('fence-form-cancel').click();
  });

  test('a rectangle is stored axis-aligned from its two clicked corners, and shown read-only', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'dealer/fence');
    await openDrawing(page, 'E2E 矩形围栏');
    await page.getByTestId('draw-tool-rectangle').click();
    const [a, b] = await pixels(page, [
      [0.25, 0.3],
      [0.7, 0.75],
    ]);
    const [west, north] = await lngLatAt(page, a!);
    const [east, south] = await lngLatAt(page, b!);
    await clickAt(page, a!);
    await clickAt(page, b!);
    await expect(page.getByTestId('fence-shape')).toHaveText('矩形');
    await page.getByTestId('fence-form-submit').click();
    await expect(page.getByTestId('fence-form')).toHaveCount(0);

    const fence = await readFence(page, 'E2E 矩形围栏');
    expect(fence.shape).toBe('RECTANGLE');
    const ring = fence.geometry.coordinates![0]!;
    expect(ring).toHaveLength(5);
    const lngs = [...new Set(ring.map((p) => p[0]))].sort((x, y) => x - y);
    const lats = [...new Set(ring.map((p) => p[1]))].sort((x, y) => x - y);
    expect(lngs).toHaveLength(2);
    expect(lats).toHaveLength(2);
    expect(metres([lngs[0]!, lats[0]!], [west, south])).toBeLessThan(2);
    expect(metres([lngs[1]!, lats[1]!], [east, north])).toBeLessThan(2);

    // the detail shows the area without the drawing tools
    await rowWith(page, 'fence', 'E2E 矩形围栏').locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'fence', 'detail');
    await expect(page.getByTestId('fence-map')).toHaveAttribute('data-view', /\d/);
    await expect(page.getByTestId('draw-tool-polygon')).toHaveCount(0);
    await expect(page.getByTestId('draw-hint')).toHaveText('4 个顶点');
  });

  test('the fence form in every language', async ({ page }, testInfo) => {
    const dir = process.env.E2E_SHOTS ?? testInfo.outputDir;
    await signInAdmin(page);
    for (const lang of ['zh-CN', 'en-US', 'zh-TW'] as const) {
      await page.getByTestId('header-lang').click();
      await page.getByTestId(`lang-${lang}`).click();
      await openFromMenu(page, 'dealer/fence');
      const row = rowWith(page, 'fence', 'E2E 多边形围栏');
      await row.locator('.ant-checkbox-input').check();
      await toolbarClick(page, 'fence', 'update');
      await expect(page.getByTestId('fence-map')).toHaveAttribute('data-view', /\d/);
      await expect(page.getByTestId('draw-tool-polygon')).toBeVisible();
      // the basemap's tiles and labels drawn
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(dir, `fence-form-${lang}.png`) });
      await page.getByTestId('fence-form-cancel').click();
      await row.locator('.ant-checkbox-input').uncheck();
    }
  });
});

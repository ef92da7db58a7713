import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
const SHOTS = process.env.E2E_SHOTS_DIR;
const LANGS = ['zh-CN', 'en-US', 'zh-TW'] as const;
/** What the console shows for the four parts of the fleet, by language. */
const STATES = {
  'zh-CN': ['行驶中', '充电中', '在线（其他）', '离线'],
  'en-US': ['Driving', 'Charging', 'Online (other)', 'Offline'],
  'zh-TW': ['行駛中', '充電中', '在線（其他）', '離線'],
} as const;

/** Opaque pixels on the chart's canvases (echarts may draw on several layers): it has drawn. */
async function drawnPixels(chart: Locator): Promise<number> {
  return chart.evaluate((el) => {
    let opaque = 0;
    for (const canvas of Array.from(el.querySelectorAll('canvas'))) {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) opaque++;
    }
    return opaque;
  });
}

/** The zoom window `start-end` (percent) the chart sets from echarts' datazoom event. */
async function zoomWindow(chart: Locator): Promise<[number, number]> {
  const value = await chart.getAttribute('data-zoom');
  const [start, end] = value!.split('-').map(Number);
  return [start!, end!];
}

/** A pattern matching the text as written. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function shot(page: Page, target: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(500); // the charts' entry animation
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * A simulated vehicle reports five minutes of driving. In each language: its history charts two
 * chosen values on one time axis, the legend (read from the chart's accessible description) names
 * both, a wheel over the chart zooms in; its cells and probes are heatmaps; the several-vehicle
 * history charts it by VIN; the home page charts the fleet.
 */
test('history, cell and home charts are drawn by echarts in every language', async ({ browser }) => {
  test.setTimeout(240_000);
  const [identity] = fleetIdentities(1, 'e2e-charts');
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 10,
    randomAlarms: false,
    startTime: Date.now() - 330_000,
  });
  try {
    expect(await terminal.login()).toBe('ok');
    for (let i = 0; i < 30; i++) terminal.tick();
    const vin = identity!.vin;

    for (const lang of LANGS) {
      const context = await browser.newContext({ locale: lang });
      const page = await context.newPage();
      await page.addInitScript((l) => localStorage.setItem('chelian.lang', l), lang);
      await signInAdmin(page);

      await openFromMenu(page, 'monitor/status');
      await page.getByTestId('monitor-status-search-vin').fill(vin);
      await page.getByTestId('monitor-status-search-submit').click();
      await page.getByTestId(`status-open-${vin}`).click();

      // cells and probes: heatmaps with their lowest and highest value named
      await page.getByTestId('single-vehicle-tab-current').click();
      const cells = page.getByTestId('current-cells-0-chart');
      await expect(cells.locator('canvas').first()).toBeVisible();
      await expect.poll(() => drawnPixels(cells)).toBeGreaterThan(1000);
      await expect(page.getByTestId('current-cells-0-range')).toHaveText(/#\d+.*V.*#\d+/);
      await expect(page.getByTestId('current-probes-0-chart').locator('canvas').first()).toBeVisible();
      await shot(page, page.getByTestId('current-cells-0'), `cells-${lang}`);

      // history: total voltage and current instead of the default speed and SOC
      await page.getByTestId('single-vehicle-tab-history').click();
      const node = (id: string) =>
        page.locator('.ant-tree-treenode', { has: page.getByTestId(`history-signal-${id}`) });
      for (const id of ['speed', 'soc', 'voltage', 'current'])
        await node(id).locator('.ant-tree-checkbox').click();
      const names = [
        await page.getByTestId('history-signal-voltage').textContent(),
        await page.getByTestId('history-signal-current').textContent(),
      ];
      await page.getByTestId('history-query').click();
      const chart = page.getByTestId('history-chart');
      await expect(chart.locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId('history-chart-count')).toContainText('30');
      await expect.poll(() => drawnPixels(chart)).toBeGreaterThan(1000);
      for (const name of names) await expect(chart).toHaveAttribute('aria-label', literal(name!));
      await shot(page, page.getByTestId('history-panel'), `history-${lang}`);

      // a wheel over the plot zooms in around the pointer: the window shrinks from 0-100
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 20);
      await page.mouse.wheel(0, -600);
      await expect(chart).toHaveAttribute('data-zoom', /\d/);
      const [start, end] = await zoomWindow(chart);
      expect(end - start).toBeLessThan(100);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeLessThanOrEqual(100);
      await shot(page, chart, `history-zoomed-${lang}`);

      // several vehicles: the value of each on one time axis, named by VIN
      await openFromMenu(page, 'monitor/history-multiple');
      await page.getByTestId('history-multiple-vins').locator('input').fill(vin);
      await page.keyboard.press('Enter');
      await page.getByTestId('history-multiple-query').click();
      const multiple = page.getByTestId('history-multiple-chart');
      await expect(multiple.locator('canvas').first()).toBeVisible();
      await expect.poll(() => drawnPixels(multiple)).toBeGreaterThan(1000);
      await expect(multiple).toHaveAttribute('aria-label', literal(vin));
      await shot(page, page.getByTestId('monitor-history-multiple-screen'), `history-multiple-${lang}`);

      // home: the fleet by state, its four parts named in the language
      await page.getByTestId('tab-/home/home').click();
      const states = page.getByTestId('home-by-state-chart');
      await expect(states.locator('canvas').first()).toBeVisible();
      await expect.poll(() => drawnPixels(states)).toBeGreaterThan(1000);
      for (const name of STATES[lang]) await expect(states).toHaveAttribute('aria-label', literal(name));
      await expect(page.getByTestId('home-work-months').locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId('home-by-type-chart').locator('canvas').first()).toBeVisible();
      await shot(page, page.getByTestId('home'), `home-${lang}`);
      await shot(page, page.getByTestId('home-work-months'), `home-months-${lang}`);
      await context.close();
    }
  } finally {
    await terminal.stop({ logout: true }).catch(() => undefined);
  }
});

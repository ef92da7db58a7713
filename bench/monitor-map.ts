import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { DEMO } from '../apps/server/src/demo/tenants';
import pg from 'pg';
import { benchConfig } from './fleet';
import { round, skipForcedPasswordChange } from './api';
import { goLive, loadMapFleet } from './monitor-load';
import { CHROMIUM } from '../e2e/chromium';
import type { Figure } from './support';

/** the built console (BENCH_WEB_DIST: a build of one's own) */
const DIST = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
/** the one port a bench server may listen on */
const PORT = Number(process.env.BENCH_PORT ?? 8331);
const RUNS = 2;
const PAN_STEPS = 60;

/**
 * Records, from the first script of the page on: when the map first stands still with the fleet's
 * clusters drawn (the distribution screen writes the number of clusters rendered on the map's
 * element at each 'idle' of maplibre), and the duration of every animation-frame callback with the
 * time it ran (maplibre renders in those).
 */
const INSTRUMENT = () => {
  const w = window as unknown as {
    __bench: { firstClusters: number | null; frames: { at: number; ms: number }[] };
  };
  w.__bench = { firstClusters: null, frames: [] };
  new MutationObserver(() => {
    if (w.__bench.firstClusters !== null) return;
    const map = document.querySelector<HTMLElement>('[data-testid="map"][data-clusters]');
    if (map && Number(map.dataset.clusters) > 0) w.__bench.firstClusters = performance.now();
  }).observe(document, { attributes: true, attributeFilter: ['data-clusters'], subtree: true });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      const start = performance.now();
      cb(t);
      w.__bench.frames.push({ at: start, ms: performance.now() - start });
    });
};

async function signIn(page: Page, base: string, password: string): Promise<void> {
  await page.goto(`${base}/#/login`);
  await page.getByTestId('login-username').fill(DEMO.admin);
  await page.getByTestId('login-password').fill(password);
  const src = (await page.getByTestId('login-captcha-img').getAttribute('src'))!;
  const key = new URL(src, base).searchParams.get('key')!;
  const { captcha } = (await (
    await page.request.get(`${base}/api/oauth/anno/captcha/answer?key=${encodeURIComponent(key)}`)
  ).json()) as { captcha: string };
  await page.getByTestId('login-captcha').fill(captcha);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor({ timeout: 60_000 });
}

/**
 * The distribution map with the whole fleet in Chromium, against the real server (bench_monitor,
 * port 8331, the built console): from navigation to the map standing still with the fleet's clusters
 * drawn (maplibre clusters in its worker), then a drag across the map in PAN_STEPS pointer moves, one
 * per frame, timing each render and the interval between frames.
 */
export async function measureMap(url: string, password: string): Promise<Figure[]> {
  if (!existsSync(`${DIST}/index.html`))
    throw new Error(`${DIST} is missing: run \`npm run build -w apps/web\` first`);
  const server = await buildApp({ config: { ...benchConfig(url, password), WEB_DIST: DIST } });
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures: Figure[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await skipForcedPasswordChange(server);
    await signIn(page, base, password);
    await page.addInitScript(INSTRUMENT);
    for (let run = 1; run <= RUNS; run++) {
      // a new document each time (the query changes), so the instrumentation starts with it
      await page.goto(`${base}/?run=${run}#/monitor/distribution`);
      await page.waitForFunction(
        () =>
          (window as unknown as { __bench?: { firstClusters: number | null } }).__bench?.firstClusters !=
          null,
        null,
        { timeout: 120_000 },
      );
      const { firstClusters, mapCall } = await page.evaluate(() => {
        const call = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('getVehicleMapData')) as PerformanceResourceTiming | undefined;
        return {
          firstClusters: (window as unknown as { __bench: { firstClusters: number } }).__bench.firstClusters,
          mapCall: call ? call.responseEnd - call.startTime : NaN,
        };
      });
      figures.push({
        name: `distribution map: navigation to the fleet's clusters drawn (map idle), run ${run}`,
        value: round(firstClusters),
        unit: 'ms',
      });
      figures.push({
        name: `  of which getVehicleMapData (request to last byte), run ${run}`,
        value: round(mapCall),
        unit: 'ms',
      });

      const box = (await page.getByTestId('map').boundingBox())!;
      await page.waitForTimeout(500);
      const from = await page.evaluate(() => performance.now());
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5);
      await page.mouse.down();
      for (let i = 1; i <= PAN_STEPS; i++) {
        await page.mouse.move(
          box.x + box.width * (0.7 - (0.4 * i) / PAN_STEPS),
          box.y + box.height * (0.5 + (0.1 * i) / PAN_STEPS),
        );
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      }
      await page.mouse.up();
      const frames = await page.evaluate(
        (since) =>
          (window as unknown as { __bench: { frames: { at: number; ms: number }[] } }).__bench.frames.filter(
            (f) => f.at >= since,
          ),
        from,
      );
      const draws = frames
        .map((f) => f.ms)
        .filter((ms) => ms > 0.2)
        .sort((a, b) => a - b);
      const gaps = frames
        .slice(1)
        .map((f, i) => f.at - frames[i]!.at)
        .sort((a, b) => a - b);
      const pick = (xs: number[], p: number) =>
        xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
      figures.push({
        name: `panning: map render (frame callback) median, run ${run} (${draws.length} renders)`,
        value: round(pick(draws, 50)),
        unit: 'ms',
      });
      figures.push({
        name: `panning: map render p95, run ${run}`,
        value: round(pick(draws, 95)),
        unit: 'ms',
      });
      figures.push({
        name: `panning: frame interval median, run ${run}`,
        value: round(pick(gaps, 50)),
        unit: 'ms',
      });
      figures.push({
        name: `panning: frame interval p95, run ${run}`,
        value: round(pick(gaps, 95)),
        unit: 'ms',
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}

/**
 * `npm run bench -- map`: the distribution map alone, on a database of its own (loadMapFleet):
 * the fleet's latest state without the history the monitor bench loads. BENCH_DROP=1 drops it.
 */
export async function run(): Promise<Figure[]> {
  const password = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench@2026';
  const { url, drop } = await loadMapFleet();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await goLive(client);
  await client.end();
  const figures = await measureMap(url, password);
  if (process.env.BENCH_DROP === '1') await drop();
  return figures;
}

import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, openFromMenu, rowWith, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * A task's vehicles follow a simulated terminal's upgrade without a reload and without polling:
 * the steps come over the websocket. The version, the task and its vehicle are made through the
 * API (ota.e2e.ts covers those forms); the dialog is opened before the task starts, and from then
 * on the console reads the vehicle list no more, yet shows the download and then the success.
 */
test('upgrade progress on a task screen updates live over the websocket', async ({ page }) => {
  test.setTimeout(150_000);
  const [identity] = fleetIdentities(1, 'e2e-ota-live');
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 10,
    randomAlarms: false,
    startTime: Date.now() - 60_000,
  });
  try {
    expect(await terminal.login()).toBe('ok');
    terminal.tick();
    terminal.vehicle.mode = 'parked';
    terminal.vehicle.speed = 0;
    // slow steps: each one shows on the screen for a while
    terminal.ota.stepMs = 1500;
    terminal.ota.failureRate = 0;
    terminal.ota.cutRate = 0;

    await signInAdmin(page);
    const headers = { authorization: await adminToken(page.request) };
    const upload = await page.request.post('/api/file-svc/attachments/V1.0/upload', {
      headers,
      multipart: {
        file: { name: 'tbox-live.bin', mimeType: 'application/octet-stream', buffer: randomBytes(400_000) },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const version = await page.request.post('/api/vehicle-svc/vehicle/otaVersion', {
      headers,
      data: {
        versionName: 'E2E live 1.5.0',
        componentCode: 'TBOX',
        versionText: '1.5.0',
        versionNo: 150,
        versionType: 'APP_PACK',
        upgradeType: 'FORCE',
        upgradeMethod: 'SILENT',
        packageId: ((await upload.json()) as { id: number }).id,
      },
    });
    expect(version.ok(), await version.text()).toBe(true);
    const task = await page.request.post('/api/vehicle-svc/vehicle/otaTask', {
      headers,
      data: {
        taskName: 'E2E 实时进度',
        versionId: ((await version.json()) as { id: number }).id,
        waveUnit: 'PERCENT',
        waveSize: 100,
        successThreshold: 100,
        errorThreshold: 0,
      },
    });
    expect(task.ok(), await task.text()).toBe(true);
    const taskId = ((await task.json()) as { id: number }).id;
    const link = await page.request.post(`/api/vehicle-svc/vehicle/otaTaskVehicle/batch/${taskId}`, {
      headers,
      data: { vins: [identity!.vin] },
    });
    expect(link.ok(), await link.text()).toBe(true);

    await openFromMenu(page, 'ota/updateTask');
    const taskRow = rowWith(page, 'otaTask', 'E2E 实时进度');
    await taskRow.getByTestId(`ota-task-vehicles-${taskId}`).click();
    const linked = page.getByTestId('ota-linked-table');
    await expect(linked.locator('tr', { hasText: identity!.vin })).toBeVisible();
    await expect(linked.locator('[data-status="INIT"]')).toHaveCount(1);

    // from here on, every read of the vehicle list is counted: there must be none
    let reads = 0;
    page.on('request', (r) => {
      if (r.url().includes('otaTaskVehicleOnline')) reads += 1;
    });
    // the task starts elsewhere (another console): this screen hears of it only through its socket
    const start = await page.request.put('/api/vehicle-svc/vehicle/otaTask/startOtaTask', {
      headers,
      data: { id: taskId },
    });
    expect(start.ok(), await start.text()).toBe(true);

    await expect(linked.locator('[data-status="DOWNLOADING"], [data-status="DOWNLOADED"]')).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(linked.locator('[data-status="SUCCESS"]')).toHaveCount(1, { timeout: 40_000 });
    await expect(linked).toContainText('升级成功');
    await expect(linked.locator('[role=progressbar][aria-valuenow="100"]')).toHaveCount(1);
    expect(terminal.ota.versions.get('TBOX')).toBe('1.5.0');
    expect(reads).toBe(0);
  } finally {
    terminal.disconnect();
  }
});

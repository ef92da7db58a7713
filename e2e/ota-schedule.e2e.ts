import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, openFromMenu, rowWith, signInAdmin } from './support';

/** "HH:mm" on the tenant's clock (the default zone, Asia/Shanghai) at an instant. */
const clockAt = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
const HOUR = 3600_000;

/**
 * A running task held by its maintenance window is rescheduled from the task list: its version and
 * waves show read-only, the window moves over the present, and the held vehicle's order goes out.
 * The version, the task and its vehicle are made through the API (ota.e2e.ts covers those forms).
 */
test('moves the maintenance window of a running task and its held vehicle is sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const headers = { authorization: await adminToken(page.request) };
  const upload = await page.request.post('/api/file-svc/attachments/V1.0/upload', {
    headers,
    multipart: {
      file: { name: 'vcu-sched.bin', mimeType: 'application/octet-stream', buffer: randomBytes(50_000) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const version = await page.request.post('/api/vehicle-svc/vehicle/otaVersion', {
    headers,
    data: {
      versionName: 'E2E VCU 9.0.0',
      componentCode: 'VCU',
      versionText: '9.0.0',
      versionNo: 9000,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      packageId: ((await upload.json()) as { id: number }).id,
    },
  });
  expect(version.ok(), await version.text()).toBe(true);
  const now = Date.now();
  const task = await page.request.post('/api/vehicle-svc/vehicle/otaTask', {
    headers,
    data: {
      taskName: 'E2E 维护时段',
      versionId: ((await version.json()) as { id: number }).id,
      waveUnit: 'PERCENT',
      waveSize: 100,
      successThreshold: 100,
      errorThreshold: 0,
      windowStart: clockAt(now + 2 * HOUR),
      windowEnd: clockAt(now + 3 * HOUR),
    },
  });
  expect(task.ok(), await task.text()).toBe(true);
  const taskId = ((await task.json()) as { id: number }).id;
  // one of the archive's vehicles that runs the VCU
  const candidates = await page.request.post('/api/vehicle-svc/vehicle/otaTaskVehicle/toUpgradeVehicle', {
    headers,
    data: { taskId, page: 1, pageSize: 1 },
  });
  const vin = ((await candidates.json()) as { items: { vin: string }[] }).items[0]!.vin;
  const link = await page.request.post(`/api/vehicle-svc/vehicle/otaTaskVehicle/batch/${taskId}`, {
    headers,
    data: { vins: [vin] },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const start = await page.request.put('/api/vehicle-svc/vehicle/otaTask/startOtaTask', {
    headers,
    data: { id: taskId },
  });
  expect(start.ok(), await start.text()).toBe(true);
  const operateStatus = async () =>
    (
      (await (
        await page.request.post('/api/vehicle-svc/vehicle/otaTaskVehicle/otaTaskVehicleOnline', {
          headers,
          data: { taskId, pageSize: 10 },
        })
      ).json()) as { items: { operateStatus: string }[] }
    ).items[0]!.operateStatus;
  expect(await operateStatus()).toBe('READY');

  try {
    await openFromMenu(page, 'ota/updateTask');
    const taskRow = rowWith(page, 'otaTask', 'E2E 维护时段');
    await expect(taskRow).toContainText('等待升级时段');
    await taskRow.getByTestId(`ota-task-schedule-${taskId}`).click();
    const form = page.getByTestId('otaTask-form');
    await expect(form).toContainText('任务已启用：只能修改升级时段和尚未到达的计划开始时间');
    await expect(page.getByTestId('otaTask-form-taskName')).toBeDisabled();
    await expect(page.getByTestId('otaTask-form-waveSize')).toBeDisabled();
    // a window that never opens is refused on its field, in the console's language
    await page.getByTestId('otaTask-form-windowStart').fill('05:00');
    await page.getByTestId('otaTask-form-windowEnd').fill('05:00');
    await page.getByTestId('otaTask-form-submit').click();
    await expect(form).toContainText('升级时段的开始和结束不能相同');
    // the window moved over the present: the held vehicle's order goes out
    await page.getByTestId('otaTask-form-windowStart').fill(clockAt(now - HOUR));
    await page.getByTestId('otaTask-form-windowEnd').fill(clockAt(now + 2 * HOUR));
    await page.getByTestId('otaTask-form-submit').click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(taskRow).toContainText('正在下发');
    await expect.poll(operateStatus, { timeout: 15_000 }).toBe('TASK_START');
  } finally {
    await page.request.put('/api/vehicle-svc/vehicle/otaTask/closeOtaTask', {
      headers,
      data: { id: taskId },
    });
  }
});

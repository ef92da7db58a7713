import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { roleSpec } from '@chelian/contracts';
import { adminToken, openFromMenu, rowWith, signInAdmin } from './support';

// a browser outside China: its clock runs 6 or 7 hours behind the tenant's (Asia/Shanghai)
test.use({ timezoneId: 'Europe/Berlin' });

const ROLE = { name: 'E2E 时区', code: 'e2e_time_zone' };
const SHOTS = process.env.E2E_SHOTS_DIR;
const TOP_RIGHT = { x: 640, y: 0, width: 800, height: 140 };

/** "YYYY-MM-DD HH:mm:ss" of an instant on a zone's clock. */
function clock(ms: number, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

async function shootHeader(page: Page, lang: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('app-header').screenshot({ path: join(SHOTS, `time-zone-header-${lang}.png`) });
}

test('times are shown and exported on the tenant clock, and the header says so', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = { Authorization: await adminToken(page.request) };
  const created = await page.request.post('/api/system-svc/roles/V1.0', {
    headers,
    data: { name: ROLE.name, code: ROLE.code, roleType: 'NORMAL' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const role = (await (await page.request.get(`/api/system-svc/roles/V1.0/${id}`, { headers })).json()) as {
    createdAt: number;
  };
  const shanghai = clock(role.createdAt, 'Asia/Shanghai');
  expect(shanghai).not.toBe(clock(role.createdAt, 'Europe/Berlin'));

  await signInAdmin(page);
  const tag = page.getByTestId('header-time-zone');
  await expect(tag).toHaveText('UTC+08:00 中国时间');
  await tag.hover();
  await expect(page.getByRole('tooltip')).toContainText('Asia/Shanghai');
  await expect(page.getByRole('tooltip')).toContainText('Europe/Berlin');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'time-zone-tooltip-zh-CN.png'), clip: TOP_RIGHT });
  await page.mouse.move(0, 400);
  await shootHeader(page, 'zh-CN');

  // the tenant's form picks its zone from Intl's list
  await openFromMenu(page, 'system/tenant');
  await page.getByTestId('tenant-create').click();
  await expect(page.getByTestId('tenant-form-timeZone')).toContainText('Asia/Shanghai');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'time-zone-tenant-form-zh-CN.png') });
  await page.getByTestId('tenant-form-cancel').click();

  // the list shows the tenant's clock, not the browser's
  await openFromMenu(page, 'system/role');
  await page.getByTestId('role-search-name').fill(ROLE.name);
  await page.getByTestId('role-search-submit').click();
  const row = rowWith(page, 'role', ROLE.code);
  await expect(row).toContainText(shanghai);

  // and the exported file writes the same time
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('role-export').click(),
  ]);
  const path = join(tmpdir(), `roles-time-zone-${Date.now()}.xlsx`);
  await download.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('Sheet')!;
  const titles = (sheet.getRow(2).values as unknown[]).map((v) => String(v ?? ''));
  const codeColumn = titles.indexOf(roleSpec.fields.code.label['zh-CN']);
  const timeColumn = titles.indexOf(roleSpec.fields.createdAt.label['zh-CN']);
  expect(timeColumn).toBeGreaterThan(0);
  let written = '';
  sheet.eachRow((r) => {
    if (String(r.getCell(codeColumn).value) === ROLE.code) {
      // a date cell holds its wall time as if it were UTC (a spreadsheet's dates carry no zone)
      written = (r.getCell(timeColumn).value as Date).toISOString().slice(0, 19).replace('T', ' ');
    }
  });
  expect(written).toBe(shanghai);

  // the tag in English
  await page.evaluate(() => window.localStorage.setItem('chelian.lang', 'en-US'));
  await page.reload();
  await expect(page.getByTestId('header-time-zone')).toHaveText('UTC+08:00 China Time');
  await shootHeader(page, 'en-US');
});

import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { archiveResourceSpecs, callSuffix } from '@chelian/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../apps/server/src/app';
import { readSheet } from '../apps/server/src/platform/xlsx/read';
import {
  inlineCell,
  repeatedPart,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetPart,
  workbookParts,
  zip,
} from '../apps/server/test/xlsx-support';
import { signInAdmin, type Api } from './api';
import { benchConfig, vinOf } from './fleet';
import { benchDatabase, percentile, type Figure } from './support';

const PASSWORD = 'Bench@2026';
const BASE = '/api/vehicle-svc/vehicles/V1.0';
const PREVIEW = `${BASE}/${callSuffix(archiveResourceSpecs.vehicle, 'preview')}`;
const BOUNDARY = '----chelianxlsxbench';
const RUNS = 5;

/**
 * Uploaded spreadsheets through the server's routes (fastify inject, PostgreSQL): the hostile files
 * of the hardening issue (a cell at row 1,048,576, a 300 MB zip bomb, 100,000 rows), a 10,000-row
 * file (refused: an import takes 2,000) and a full 2,000-row import. For each: the time to the
 * answer (median of 5), the peak growth of the process's RSS and heap while it is read (sampled
 * every 5 ms; the parser thread's heap is in the RSS) and the event loop's longest stall.
 */
export async function run(): Promise<Figure[]> {
  const { url, drop } = await benchDatabase();
  const server = await buildApp({ config: benchConfig(url, PASSWORD) });
  try {
    const api = await signInAdmin(server, PASSWORD);
    const template = (await api.call('GET', `${BASE}/import/template`)).rawPayload;
    const files: { label: string; file: Buffer; url: string; expect: string }[] = [
      {
        label: 'a cell at row 1,048,576',
        file: lastRow(),
        url: `${BASE}/import`,
        expect: 'IMPORT_TOO_MANY_ROWS',
      },
      {
        label: 'zip bomb, 300 MB of sheet XML',
        file: await bomb(),
        url: `${BASE}/import`,
        expect: 'IMPORT_FILE_EXPANDS',
      },
      {
        label: '100,000 rows',
        file: await vehicleRows(template, 100_000),
        url: `${BASE}/import`,
        expect: 'IMPORT_TOO_MANY_ROWS',
      },
      {
        label: '10,000 rows',
        file: await vehicleRows(template, 10_000),
        url: `${PREVIEW}`,
        expect: 'IMPORT_TOO_MANY_ROWS',
      },
      {
        label: '2,000 rows, preview',
        file: await vehicleRows(template, 2_000),
        url: `${PREVIEW}`,
        expect: '200',
      },
    ];
    // the parser thread starts with the first file (0.3-1 s under tsx); what follows is the files themselves
    await readSheet(files[4]!.file);
    const figures: Figure[] = [];
    for (const { label, file, url: route, expect } of files) {
      const name = `${label} (${kib(file)} KiB)`;
      const runs = await measure(RUNS, () => upload(server, api, route, file), expect);
      figures.push(...describe(name, runs));
    }
    // the same 2,000 rows imported (written, then removed for the next run), and the reader alone
    const full = files[4]!.file;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const runs = await measure(
      3,
      async () => {
        await client.query(`delete from vehicles where vin like 'LCBXL%'`);
        return upload(server, api, `${BASE}/import`, full);
      },
      '200',
    );
    await client.end();
    figures.push(...describe(`2,000 rows, import (${kib(full)} KiB)`, runs));
    const read = await measure(RUNS, async () => (await readSheet(full), { statusCode: 200 }), '200');
    figures.push({
      name: '2,000 rows: the reader alone (parse on its thread, rows back)',
      value: median(read.map((r) => r.ms)),
      unit: 'ms',
    });
    figures.push({
      name: '2,000 rows: the reader alone, longest event-loop stall',
      value: round(Math.max(...read.map((r) => r.stallMs))),
      unit: 'ms',
    });
    // the reader it replaced, on the event loop, for the files it could survive
    for (const rows of [2_000, 10_000]) {
      const file = rows === 2_000 ? full : files[3]!.file;
      const before = await measure(
        3,
        async () => (
          await new ExcelJS.Workbook().xlsx.load(file as unknown as ArrayBuffer),
          { statusCode: 200 }
        ),
        '200',
      );
      figures.push({
        name: `${rows.toLocaleString('en-US')} rows: ExcelJS load, the reader before (on the event loop)`,
        value: median(before.map((r) => r.ms)),
        unit: 'ms',
      });
      figures.push({
        name: `${rows.toLocaleString('en-US')} rows: ExcelJS load, event loop stall`,
        value: round(Math.max(...before.map((r) => r.stallMs))),
        unit: 'ms',
      });
      figures.push({
        name: `${rows.toLocaleString('en-US')} rows: ExcelJS load, peak heap growth`,
        value: round(Math.max(...before.map((r) => r.heapMb))),
        unit: 'MB',
      });
    }
    return figures;
  } finally {
    await server.close();
    await drop();
  }
}

interface Run {
  ms: number;
  rssMb: number;
  heapMb: number;
  stallMs: number;
}

/** Runs a call once unmeasured, then `runs` times, each with its time, peak memory growth and longest event-loop stall. */
async function measure(
  runs: number,
  fn: () => Promise<{ statusCode: number; body?: string }>,
  expect: string,
): Promise<Run[]> {
  const out: Run[] = [];
  for (let i = -1; i < runs; i++) {
    global.gc?.();
    const before = process.memoryUsage();
    let [rss, heap] = [before.rss, before.heapUsed];
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      [rss, heap] = [Math.max(rss, now.rss), Math.max(heap, now.heapUsed)];
    }, 5);
    const stall = monitorEventLoopDelay({ resolution: 5 });
    stall.enable();
    const start = performance.now();
    const res = await fn();
    const ms = performance.now() - start;
    stall.disable();
    clearInterval(sampler);
    const got =
      res.statusCode === 200
        ? '200'
        : (JSON.parse(res.body ?? '{}') as { error?: { code?: string } }).error?.code;
    if (got !== expect)
      throw new Error(`expected ${expect}, got ${res.statusCode} ${res.body?.slice(0, 300)}`);
    if (i >= 0)
      out.push({
        ms,
        rssMb: (rss - before.rss) / 2 ** 20,
        heapMb: (heap - before.heapUsed) / 2 ** 20,
        stallMs: stall.max / 1e6,
      });
  }
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;
const median = (xs: number[]) =>
  round(
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    ),
  );
const kib = (file: Buffer) => Math.round(file.length / 1024).toLocaleString('en-US');

function describe(name: string, runs: Run[]): Figure[] {
  return [
    { name: `${name}: time to the answer, median`, value: median(runs.map((r) => r.ms)), unit: 'ms' },
    { name: `${name}: peak RSS growth`, value: round(Math.max(...runs.map((r) => r.rssMb))), unit: 'MB' },
    { name: `${name}: peak heap growth`, value: round(Math.max(...runs.map((r) => r.heapMb))), unit: 'MB' },
    {
      name: `${name}: longest event-loop stall`,
      value: round(Math.max(...runs.map((r) => r.stallMs))),
      unit: 'ms',
    },
  ];
}

function upload(server: App, api: Api, url: string, file: Buffer): Promise<LightMyRequestResponse> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="rows.xlsx"\r\ncontent-type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      authorization: api.token,
      'accept-language': 'en-US',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
}

/** One cell, at the last row Excel has: 7 KB as ExcelJS writes it, about 1 KB here. */
const lastRow = () =>
  zip([
    ...workbookParts(),
    sheetPart(`<row r="1048576">${inlineCell('A1048576', 'LCBXL000000000001')}</row>`),
  ]);

/** A sheet of 5,000,000 rows of one VIN: 320 MB of XML in about 1 MB. */
async function bomb(): Promise<Buffer> {
  const row = '<row><c t="inlineStr"><is><t>LCBXL000000000001</t></is></c></row>';
  return zip([
    ...workbookParts(),
    await repeatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD, row.repeat(400), 12_500, SHEET_TAIL),
  ]);
}

/** The server's import template, its sample row repeated `rows` times with VINs and plates of their own. */
async function vehicleRows(template: Buffer, rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
  const sample = Array.from(sheet.getRow(2).values as unknown[]);
  const vinColumn = headers.findIndex((h) => h.startsWith('VIN'));
  const plateColumn = headers.findIndex((h) => h.startsWith('Plate'));
  for (let i = 0; i < rows; i++) {
    const row = sheet.getRow(2 + i);
    sample.forEach((value, c) => {
      if (c > 0) row.getCell(c).value = value as ExcelJS.CellValue;
    });
    row.getCell(vinColumn).value = vinOf('LCBXL', i + 1);
    if (plateColumn > 0) row.getCell(plateColumn).value = `沪D${String(i + 1).padStart(5, '0')}`;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

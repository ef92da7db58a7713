import { z } from 'zod';
import { callUrl, defineCalls } from './call';

const BASE = 'vehicle-svc/drive/historyExportTask';

/**
 * History export tasks (drive/historyExportTask): the history of many
 * vehicles over at most 3 days, written in the background into one workbook.
 */
export const HISTORY_TASK_CALLS = defineCalls({
  page: { method: 'POST', path: `${BASE}/page`, access: 'historyMultiple/view' },
  initMultiTree: { method: 'POST', path: `${BASE}/initMultiTree`, access: 'historyMultiple/view' },
  /** multipart: file (VINs: xlsx first column, or text), taskName, startTime, endTime, signals (comma separated) */
  create: { method: 'POST', path: BASE, access: 'historyMultiple/export' },
  deleteTask: { method: 'POST', path: `${BASE}/deleteTask`, access: 'historyMultiple/delete' },
  queryTaskVins: { method: 'POST', path: `${BASE}/queryTaskVins/:id`, access: 'historyMultiple/view' },
  getDataContent: { method: 'POST', path: `${BASE}/getDataContent/:id`, access: 'historyMultiple/export' },
});

/** The paths relative to /api, filled in (the tests call them by URL). */
export const HistoryExportTaskApi = {
  page: HISTORY_TASK_CALLS.page.path,
  initMultiTree: HISTORY_TASK_CALLS.initMultiTree.path,
  create: HISTORY_TASK_CALLS.create.path,
  deleteTask: HISTORY_TASK_CALLS.deleteTask.path,
  queryTaskVins: (id: number) => callUrl(HISTORY_TASK_CALLS.queryTaskVins, { id }),
  getDataContent: (id: number) => callUrl(HISTORY_TASK_CALLS.getDataContent, { id }),
} as const;

/** The multi-vehicle history screen's module: view (page, tree, vins), export (create, download), delete. */
export const HistoryExportTaskPermissions = {
  view: 'historyMultiple/view',
  create: 'historyMultiple/export',
  delete: 'historyMultiple/delete',
} as const;

/** Most vehicles one task exports. */
export const HISTORY_TASK_MAX_VINS = 100;

export const historyTaskPageBody = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(10),
  taskName: z.string().trim().max(100).optional(),
});

/** The fields of the create call besides the file. */
export const historyTaskFields = z.object({
  taskName: z.string().trim().min(1).max(100),
  startTime: z.coerce.number().int().positive(),
  endTime: z.coerce.number().int().positive(),
  signals: z
    .string()
    .max(2000)
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});

export const historyTaskDeleteBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(200),
});

export type HistoryTaskStatus = 'waiting' | 'running' | 'finished' | 'failed';

export interface HistoryExportTask {
  id: number;
  taskName: string;
  startTime: number;
  endTime: number;
  signals: string[];
  status: HistoryTaskStatus;
  vinCount: number;
  rowCount: number;
  error: string | null;
  createdBy: string | null;
  createTime: number;
  finishTime: number | null;
}

export interface HistoryTaskVin {
  vin: string;
  rowCount: number | null;
}

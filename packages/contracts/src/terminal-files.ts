import { z } from 'zod';
import { callUrl, defineCalls } from './call';

const BASE = 'vehicle-svc/terminalFiles/V1.0';

/**
 * Terminal files of the single-vehicle file upload tab (search, delete,
 * read, readFile, downloadFile), under vehicle-svc. `read` asks the terminal for
 * a file; the terminal answers by posting it to `upload/{ticket}`.
 */
export const TERMINAL_FILE_CALLS = defineCalls({
  search: { method: 'POST', path: `${BASE}/search`, access: 'fileUpload/view' },
  /** asks the terminal for its file */
  read: { method: 'POST', path: `${BASE}/read`, access: 'fileUpload/create' },
  readFile: { method: 'POST', path: `${BASE}/readFile`, access: 'fileUpload/view' },
  downloadFile: { method: 'POST', path: `${BASE}/downloadFile`, access: 'fileUpload/export' },
  delete: { method: 'POST', path: `${BASE}/delete`, access: 'fileUpload/delete' },
  /** where a terminal posts a requested file (multipart, field `file`); the one-time ticket is the credential */
  upload: { method: 'POST', path: `${BASE}/upload/:ticket`, access: 'public' },
});

/** The paths relative to /api, filled in (the tests call them by URL). */
export const TerminalFilesApi = {
  search: TERMINAL_FILE_CALLS.search.path,
  read: TERMINAL_FILE_CALLS.read.path,
  readFile: TERMINAL_FILE_CALLS.readFile.path,
  downloadFile: TERMINAL_FILE_CALLS.downloadFile.path,
  delete: TERMINAL_FILE_CALLS.delete.path,
  upload: (ticket: string) => callUrl(TERMINAL_FILE_CALLS.upload, { ticket }),
} as const;

export const TERMINAL_FILE_UPLOAD_BASE = `${BASE}/upload`;

/** The single-vehicle file upload tab's module: view (search, readFile), create (read), export (downloadFile), delete. */
export const TerminalFilePermissions = {
  view: 'fileUpload/view',
  request: 'fileUpload/create',
  download: 'fileUpload/export',
  delete: 'fileUpload/delete',
} as const;

/** File types: the terminal's log and its CAN bus recording. */
export const TERMINAL_FILE_TYPES = ['LOG', 'CAN'] as const;
export type TerminalFileType = (typeof TERMINAL_FILE_TYPES)[number];

/**
 * Vendor extension of terminal control (0x82): command id 0x92 asks the terminal to upload a file.
 * Parameters: the file type (0x01 LOG, 0x02 CAN) then the 32-byte upload ticket.
 */
export const TERMINAL_FILE_COMMAND_ID = 0x92;
export const TERMINAL_FILE_TYPE_CODES: Record<TerminalFileType, number> = { LOG: 0x01, CAN: 0x02 };

export function terminalFileHex(type: TerminalFileType, ticket: string): string {
  return TERMINAL_FILE_TYPE_CODES[type].toString(16).padStart(2, '0').toUpperCase() + ticket.toUpperCase();
}

/** The type and ticket of a 0x92 command's parameters, or null when malformed. */
export function parseTerminalFileHex(
  hex: string | undefined,
): { type: TerminalFileType; ticket: string } | null {
  if (!hex || !/^[0-9A-Fa-f]{66}$/.test(hex)) return null;
  const code = parseInt(hex.slice(0, 2), 16);
  const type = TERMINAL_FILE_TYPES.find((t) => TERMINAL_FILE_TYPE_CODES[t] === code);
  return type ? { type, ticket: hex.slice(2).toLowerCase() } : null;
}

export const TERMINAL_FILE_STATUSES = ['requested', 'uploaded', 'failed', 'expired'] as const;
export type TerminalFileStatus = (typeof TERMINAL_FILE_STATUSES)[number];

const vin = z.string().trim().min(1).max(17);

export const terminalFileSearchBody = z.object({
  vin,
  fileType: z.enum(TERMINAL_FILE_TYPES).optional(),
  fileName: z.string().trim().max(100).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(10),
});

export const terminalFileReadBody = z.object({ vin, fileType: z.enum(TERMINAL_FILE_TYPES) });
export const terminalFileIdBody = z.object({ id: z.coerce.number().int().positive() });
export const terminalFileDeleteBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(200),
});

export interface TerminalFile {
  id: number;
  vin: string;
  fileType: TerminalFileType;
  status: TerminalFileStatus;
  fileName: string | null;
  fileSize: number | null;
  requestedBy: string | null;
  requestTime: number;
  uploadTime: number | null;
}

/** readFile: the start of a stored file as text. */
export interface TerminalFileContent {
  id: number;
  fileName: string;
  content: string;
  /** true when the file is longer than what was returned */
  truncated: boolean;
}

/** Longest part of a file readFile returns. */
export const TERMINAL_FILE_READ_BYTES = 64 * 1024;

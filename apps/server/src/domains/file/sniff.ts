/** What a file really is, from its first bytes; the client's declared type is not trusted. */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/gzip', bytes: [0x1f, 0x8b] },
];

export function sniffType(head: Uint8Array): string | null {
  for (const sig of SIGNATURES) if (sig.bytes.every((b, i) => head[i] === b)) return sig.type;
  return null;
}

const IMAGE_EXT = /\.(png|jpe?g|gif|bmp|webp)$/i;
const RASTER = new Set(['image/png', 'image/jpeg', 'image/gif']);

export const claimsImage = (fileName: string, mimetype: string) =>
  IMAGE_EXT.test(fileName) || mimetype.startsWith('image/');
export const isRasterImage = (type: string) => RASTER.has(type);

const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  log: 'text/plain',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  bin: 'application/octet-stream',
  svg: 'image/svg+xml',
};

/** The type we store: the sniffed one, refined by extension for zip-based office files, else by extension. */
export function storedType(fileName: string, sniffed: string | null): string {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (sniffed === 'application/zip' && (ext === 'xlsx' || ext === 'docx')) return BY_EXTENSION[ext]!;
  return sniffed ?? BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** A file name safe to store and to send back: no path, no control or reserved characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(-200);
  return cleaned || 'file';
}

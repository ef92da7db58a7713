import { posix } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SaxesParser } from 'saxes';
import { LIMITS } from '@chelian/contracts/values';

/*
 * Every uploaded spreadsheet is read here, as streams, with each limit checked before the work it
 * guards grows: the zip's central directory before anything is inflated, a sheet's declared
 * <dimension> before its rows, each row and cell number as it appears. A file that breaks one is
 * refused at that point; nothing is ever allocated in proportion to a row or column number.
 */

/**
 * Row numbers read: an import takes at most LIMITS.importRows (2,000) data rows, its header is
 * looked for in the top 5 rows (an export has a title row above it) and a few blank rows between
 * records are forgiven, so up to 2,100; the first row beyond refuses the file (a cell at row
 * 1,048,576 used to make ExcelJS build a million rows and take the process past 4 GB).
 */
export const MAX_ROW = LIMITS.importRows + 100;
/**
 * The extent a sheet may declare: Excel counts rows that only carry a format (a pasted style, a
 * border drawn down a column), so a legitimate template can declare thousands of rows past its
 * last value. Those rows are streamed and passed over; past ten times the limit the file is refused unread.
 */
export const MAX_DECLARED_ROW = MAX_ROW * 10;
/** Columns: the widest import (vehicles) has 27; 256 (Excel 97's last column, IV) leaves room for notes columns. */
export const MAX_COLUMNS = 256;
/** Characters in one cell: Excel's own limit, so no file Excel writes is refused for it. */
export const MAX_CELL_CHARS = 32_767;
/**
 * Bytes of all parts once inflated, as the central directory declares them (and as counted while
 * inflating): a full 2,100-row, 27-column file is 2.1 MB of XML (10,000 rows: 10 MB); 64 MB
 * refuses a 313 KB file that expands to 300 MB before a byte of it is inflated.
 */
export const MAX_EXPANDED_BYTES = 64 * 2 ** 20;
/**
 * Inflated to compressed: sheet XML compresses about 9:1 (2,100 or 10,000 rows of 27 columns), 15
 * to 18:1 when every cell holds the same value; past 100:1 on a part over 1 MB it is a bomb.
 */
export const MAX_RATIO = 100;
export const RATIO_FLOOR_BYTES = 2 ** 20;
/**
 * Characters of text in all: the shared strings, and the cells handed back to the server (a
 * shared string is stored once but copied into every cell that names it, so without this 2,000
 * rows of 256 cells naming one 32,767-character string would come back as 16 GB). 16M characters
 * is 30 a cell over 2,100 x 256 cells, 280 over the widest import, and 32 MB at most on the server.
 */
export const MAX_TEXT_CHARS = 16 * 2 ** 20;
/** Shared strings: Excel writes those the cells use, so no more than one a cell. */
export const MAX_SHARED_STRINGS = MAX_ROW * MAX_COLUMNS;
/** Parts in the zip: a workbook has 10 to 30; each entry is held while the file is read. */
export const MAX_ENTRIES = 1000;
/** Cell formats: Excel allows 64,000; each is one number here. */
const MAX_FORMATS = 65_536;
/**
 * Characters the XML parser may take without reaching the end of a tag or text: the longest
 * legitimate one is a cell of 32,767 characters (under 200 KB with every character escaped).
 */
const MAX_TOKEN_CHARS = 2 ** 20;
/** Element nesting: a sheet goes 7 deep (worksheet, sheetData, row, c, is, r, t); the parser keeps a record per open element. */
const MAX_DEPTH = 64;

/** Why a file is refused, with the figure its message names. */
export type XlsxRefusal =
  | { code: 'IMPORT_BAD_FILE' }
  | { code: 'IMPORT_FILE_EXPANDS'; max: number }
  | { code: 'IMPORT_TOO_MANY_ROWS'; max: number }
  | { code: 'IMPORT_TOO_MANY_COLUMNS'; max: number }
  | { code: 'IMPORT_CELL_TOO_LONG'; max: number; cell: string };

export class Refused extends Error {
  constructor(readonly refusal: XlsxRefusal) {
    super(refusal.code);
  }
}

const badFile = () => new Refused({ code: 'IMPORT_BAD_FILE' });
const expands = () => new Refused({ code: 'IMPORT_FILE_EXPANDS', max: MAX_EXPANDED_BYTES / 2 ** 20 });
const tooManyRows = () => new Refused({ code: 'IMPORT_TOO_MANY_ROWS', max: LIMITS.importRows });
const tooManyColumns = () => new Refused({ code: 'IMPORT_TOO_MANY_COLUMNS', max: MAX_COLUMNS });
const cellTooLong = (cell: string) =>
  new Refused({ code: 'IMPORT_CELL_TOO_LONG', max: MAX_CELL_CHARS, cell });

/** A row that has at least one value: its number in the file and its cells' text by column (cells[0] is column A). */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * The rows of the first visible sheet of an xlsx, each cell as text: shared and inline strings
 * (rich text joined), numbers as JavaScript writes them, dates (a number in a date format) as ISO
 * 8601 in UTC, booleans as true/false, formulas by their cached result; text is trimmed.
 * Throws Refused when the file is not an xlsx or breaks a limit.
 */
export async function parseXlsx(file: Buffer): Promise<SheetRow[]> {
  let zip: ZipFile;
  try {
    // autoClose off: the parts are opened after the directory has been read to its end
    zip = await yauzl.fromBufferPromise(file, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw badFile();
  }
  try {
    const entries = await centralDirectory(zip);
    const part = (name: string) => entries.get(name.replace(/^\//, ''));
    const xml = (entry: Entry | undefined, handlers: XmlHandlers) =>
      entry ? readXml(zip, entry, handlers) : Promise.resolve();

    const book = posix.normalize(
      (await relationships(zip, part('_rels/.rels'), '')).byType.get('officeDocument') ?? 'xl/workbook.xml',
    );
    const workbook = await readWorkbook(zip, part(book));
    const rels = await relationships(zip, part(relsOf(book)), posix.dirname(book));
    const sheetPath = workbook.sheet ? rels.byId.get(workbook.sheet) : undefined;
    if (!sheetPath || !part(sheetPath)) throw badFile();

    const dates = await readDateStyles(zip, part(rels.byType.get('styles') ?? 'xl/styles.xml'));
    // the sheet before the shared strings, so that its limits are checked before they are read
    // (a 100,000-row file of distinct VINs spent 0.4 s on them before its rows were refused); then the strings up to the last it names
    const sheet = sheetRows(dates, workbook.date1904);
    await xml(part(sheetPath), sheet.handlers);
    const shared: string[] = [];
    if (sheet.lastShared >= 0)
      await xml(
        part(rels.byType.get('sharedStrings') ?? 'xl/sharedStrings.xml'),
        sharedStrings(shared, sheet.lastShared),
      );
    return resolve(sheet.rows, shared, sheet.chars);
  } catch (err) {
    throw err instanceof Refused ? err : badFile();
  } finally {
    zip.close();
  }
}

/** The zip's entries by name, refused on what the central directory declares before anything is inflated. */
async function centralDirectory(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw badFile();
  const entries = new Map<string, Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    const size = entry.uncompressedSize;
    total += size;
    if (size > MAX_EXPANDED_BYTES || total > MAX_EXPANDED_BYTES) throw expands();
    if (size > RATIO_FLOOR_BYTES && size > MAX_RATIO * Math.max(1, entry.compressedSize)) throw expands();
    if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
  }
  return entries;
}

const relsOf = (path: string) => posix.join(posix.dirname(path), '_rels', `${posix.basename(path)}.rels`);
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
  /** the cell whose value the parser is inside, if any: an endless token there is a cell too long */
  inCell?(): string | null;
}

/**
 * Streams one part through the XML parser, element names without their prefix. yauzl stops a
 * part that inflates past its declared size; the count here holds the total to the limit too.
 */
async function readXml(zip: ZipFile, entry: Entry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let sinceEvent = 0;
  let depth = 0;
  const seen = () => (sinceEvent = 0);
  parser.on('opentag', (tag) => {
    seen();
    if (++depth > MAX_DEPTH) throw badFile();
    handlers.open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    seen();
    depth -= 1;
    handlers.close?.(localName(tag.name));
  });
  parser.on('text', (text) => {
    seen();
    handlers.text?.(text);
  });
  parser.on('cdata', (text) => {
    seen();
    handlers.text?.(text);
  });
  // OOXML has no document type; refusing one keeps entity declarations out altogether
  parser.on('doctype', () => {
    throw badFile();
  });
  parser.on('error', () => {
    throw badFile();
  });
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > MAX_EXPANDED_BYTES) throw expands();
      const text = decoder.write(chunk);
      sinceEvent += text.length;
      parser.write(text);
      if (sinceEvent > MAX_TOKEN_CHARS) {
        const cell = handlers.inCell?.();
        throw cell ? cellTooLong(cell) : badFile();
      }
    }
    parser.write(decoder.end());
    parser.close();
  } catch (err) {
    if (err !== STOP) throw err;
  } finally {
    stream.destroy();
  }
}

/** Thrown by a handler that has read what it needs of a part. */
const STOP = Symbol('stop');

/** A relationships part: targets by id and by the last word of their type (officeDocument, styles, sharedStrings). */
async function relationships(zip: ZipFile, entry: Entry | undefined, base: string) {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  if (entry)
    await readXml(zip, entry, {
      open(name, a) {
        if (name !== 'Relationship' || !a.Target || a.TargetMode === 'External') return;
        const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.join(base, a.Target);
        const path = posix.normalize(target);
        if (a.Id) byId.set(a.Id, path);
        const type = a.Type?.slice(a.Type.lastIndexOf('/') + 1);
        if (type && !byType.has(type)) byType.set(type, path);
      },
    });
  return { byId, byType };
}

/** The relationship id of the first visible sheet (the first sheet when all are hidden) and the date system. */
async function readWorkbook(zip: ZipFile, entry: Entry | undefined) {
  if (!entry) throw badFile();
  let first: string | undefined;
  let visible: string | undefined;
  let date1904 = false;
  await readXml(zip, entry, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name !== 'sheet') return;
      const id = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1];
      first ??= id;
      if (!visible && (!a.state || a.state === 'visible')) visible = id;
    },
  });
  return { sheet: visible ?? first, date1904 };
}

/** Formats Excel has built in that show a date or time (ECMA-376 18.8.30); other built-in ids read as numbers. */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom format shows a date when, outside [colour/locale] and "quoted text", it has a date or time letter. */
const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell format (the s attribute of a cell), whether its number format shows a date. */
async function readDateStyles(zip: ZipFile, entry: Entry | undefined): Promise<boolean[]> {
  const custom = new Map<number, boolean>();
  const dates: boolean[] = [];
  if (!entry) return dates;
  let inCellXfs = false;
  await readXml(zip, entry, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId && a.formatCode !== undefined)
        custom.set(Number(a.numFmtId), isDateFormat(a.formatCode));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (dates.length >= MAX_FORMATS) throw badFile();
        const id = Number(a.numFmtId ?? 0);
        dates.push(id > 0 && (custom.get(id) ?? BUILT_IN_DATES.has(id)));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** Decodes the _xHHHH_ escapes OOXML uses for characters XML cannot carry. */
const unescapeText = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;

/**
 * Collects the text runs of a string item (<si> or a cell's <is>): the <t> of the item or of its
 * rich-text runs, never the phonetic guide (<rPh>); each item held to the cell length.
 */
class StringItem {
  private parts: string[] = [];
  private length = 0;
  private inT = false;
  private inPhonetic = false;

  constructor(private readonly where: () => string) {}

  open(name: string) {
    if (name === 'rPh') this.inPhonetic = true;
    else if (name === 't' && !this.inPhonetic) this.inT = true;
  }

  close(name: string) {
    if (name === 'rPh') this.inPhonetic = false;
    else if (name === 't') this.inT = false;
  }

  text(text: string) {
    if (!this.inT) return;
    this.length += text.length;
    if (this.length > MAX_CELL_CHARS) throw cellTooLong(this.where());
    this.parts.push(text);
  }

  get active() {
    return this.inT;
  }

  take(): string {
    const text = unescapeText(this.parts.join('')).trim();
    this.parts = [];
    this.length = 0;
    return text;
  }
}

/** The shared strings part into `out` up to index `last`, held to the count and text limits. */
function sharedStrings(out: string[], last: number): XmlHandlers {
  let item: StringItem | null = null;
  let chars = 0;
  return {
    open(name) {
      if (name === 'si') {
        if (out.length >= MAX_SHARED_STRINGS) throw badFile();
        item = new StringItem(() => `#${out.length + 1}`);
      } else item?.open(name);
    },
    close(name) {
      if (name === 'si' && item) {
        const text = item.take();
        chars += text.length;
        if (chars > MAX_TEXT_CHARS) throw expands();
        out.push(text);
        item = null;
        if (out.length > last) throw STOP;
      } else item?.close(name);
    },
    text: (text) => item?.text(text),
    inCell: () => (item?.active ? `#${out.length + 1}` : null),
  };
}

/** A row as the sheet gives it: a shared string's index stands for its text until the strings are read. */
interface SheetRowRef {
  number: number;
  cells: (string | number)[];
}

/** The rows with the shared strings put in, rows left with no text dropped; the text held to the limit. */
function resolve(rows: SheetRowRef[], shared: string[], chars: number): SheetRow[] {
  const out: SheetRow[] = [];
  for (const row of rows) {
    const cells = row.cells.map((cell) => {
      if (typeof cell === 'string') return cell;
      const text = shared[cell] ?? '';
      chars += text.length;
      return text;
    });
    if (chars > MAX_TEXT_CHARS) throw expands();
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    if (cells.length) out.push({ number: row.number, cells });
  }
  // Excel writes rows in order; a file that does not is read as if it had
  return out.sort((a, b) => a.number - b.number);
}

/** "AB12" -> [row 12, column 28]; a reference past the limits answers a number past them, never a bigger one. */
function parseRef(ref: string): [row: number, column: number] | null {
  const m = /^\$?([A-Za-z]{1,4})\$?(\d{1,10})$/.exec(ref);
  if (!m) return null;
  let column = 0;
  for (const ch of m[1]!.toUpperCase()) column = column * 26 + ch.charCodeAt(0) - 64;
  return [Number(m[2]), column];
}

const columnName = (column: number) => {
  let name = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26))
    name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return name;
};

/** An Excel serial day as ISO 8601, the day count starting 1899-12-30 (or 1904-01-01), read as UTC. */
function serialDate(serial: number, date1904: boolean): string | null {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  return Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : null;
}

/**
 * The sheet's rows that hold a value, refused at the first row, column or cell past the limits;
 * `lastShared` is the highest shared string a cell names, `chars` the text of the other cells.
 */
function sheetRows(dates: boolean[], date1904: boolean) {
  const out: SheetRowRef[] = [];
  let lastShared = -1;
  let rowNumber = 0;
  let row: SheetRowRef | null = null;
  let cellsInRow = 0;
  let column = 0;
  let chars = 0;
  // the cell being read: its type and format, the text of its <v>, or its inline string <is>
  let type = 'n';
  let style = 0;
  let value: string[] | null = null;
  let valueLength = 0;
  let inV = false;
  let inline: StringItem | null = null;
  let inIs = false;
  const where = () => `${columnName(column)}${rowNumber}`;
  const startRow = (n: number) => {
    if (!Number.isInteger(n) || n < 1) throw badFile();
    [rowNumber, row, cellsInRow, column] = [n, null, 0, 0];
  };

  const cellText = (): string | number => {
    if (inline) return inline.take();
    const raw = value?.join('') ?? '';
    if (raw === '') return '';
    switch (type) {
      case 's': {
        const index = parseInt(raw, 10);
        if (!(index >= 0 && index < MAX_SHARED_STRINGS)) return '';
        lastShared = Math.max(lastShared, index);
        return index;
      }
      case 'str':
      case 'inlineStr':
        return unescapeText(raw).trim();
      case 'b':
        return String(parseInt(raw, 10) !== 0);
      case 'e':
        return '';
      case 'd':
        return Number.isFinite(Date.parse(raw)) ? new Date(raw).toISOString() : raw.trim();
      default: {
        const n = parseFloat(raw);
        return (style > 0 && dates[style] && serialDate(n, date1904)) || String(n);
      }
    }
  };

  const finishCell = () => {
    const text = cellText();
    [value, inline] = [null, null];
    if (text === '') return;
    if (typeof text === 'string') chars += text.length;
    if (chars > MAX_TEXT_CHARS) throw expands();
    // a row past the limit counts only once it holds a value: rows Excel keeps for their format alone pass
    if (rowNumber > MAX_ROW) throw tooManyRows();
    if (!row) {
      if (out.length >= MAX_ROW) throw tooManyRows();
      row = { number: rowNumber, cells: [] };
      out.push(row);
    }
    while (row.cells.length < column - 1) row.cells.push('');
    row.cells[column - 1] = text;
  };

  const handlers: XmlHandlers = {
    open(name, a) {
      if (inIs) return inline!.open(name);
      switch (name) {
        case 'dimension': {
          // the declared extent, "A1:X2001" or "A1": refused before a row is read when far past the
          // limit; up to MAX_DECLARED_ROW it may be rows formatted and left blank, judged as they come
          const last = parseRef(a.ref?.split(':').pop() ?? '');
          if (last && last[0] > MAX_DECLARED_ROW) throw tooManyRows();
          if (last && last[1] > MAX_COLUMNS) throw tooManyColumns();
          return;
        }
        case 'row':
          return startRow(a.r === undefined ? rowNumber + 1 : Number(a.r));
        case 'c': {
          const ref = a.r === undefined ? null : parseRef(a.r);
          if (a.r !== undefined && !ref) throw badFile();
          // a cell naming another row than its <row> (or with none) starts that row
          if (ref && ref[0] !== rowNumber) startRow(ref[0]);
          column = ref ? ref[1] : column + 1;
          cellsInRow += 1;
          if (column > MAX_COLUMNS || cellsInRow > MAX_COLUMNS) throw tooManyColumns();
          if (column < 1) throw badFile();
          type = a.t ?? 'n';
          style = Number(a.s ?? 0) || 0;
          [value, valueLength, inline] = [null, 0, null];
          return;
        }
        case 'v':
          [value, inV] = [[], true];
          return;
        case 'is':
          [inline, inIs] = [new StringItem(where), true];
          return;
      }
    },
    close(name) {
      if (inIs) {
        if (name === 'is') inIs = false;
        else inline!.close(name);
      } else if (name === 'v') inV = false;
      else if (name === 'c') finishCell();
    },
    text(text) {
      if (inIs) return inline!.text(text);
      if (!inV || !value) return;
      valueLength += text.length;
      if (valueLength > MAX_CELL_CHARS) throw cellTooLong(where());
      value.push(text);
    },
    inCell: () => (inV || inIs ? where() : null),
  };
  return {
    handlers,
    rows: out,
    get lastShared() {
      return lastShared;
    },
    get chars() {
      return chars;
    },
  };
}

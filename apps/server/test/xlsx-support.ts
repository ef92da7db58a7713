import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-made xlsx files for the reader's limits: a minimal zip writer (stored or deflated parts,
 * sizes declared honestly or not) and the four parts a workbook needs around a sheet.
 */

/** One part of a zip, compressed already: what its headers declare and the bytes that follow. */
export interface ZipPart {
  name: string;
  method: 0 | 8;
  crc: number;
  compressed: Buffer;
  size: number;
}

/** A part deflated in one go. */
export function part(name: string, content: string | Buffer): ZipPart {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, method: 8, crc: crc32(data), compressed: deflateRawSync(data), size: data.length };
}

/** A part stored as it is (a zip may hold parts uncompressed). */
export function stored(name: string, content: string | Buffer): ZipPart {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, method: 0, crc: crc32(data), compressed: data, size: data.length };
}

/**
 * A part deflated from `head`, `chunk` repeated `times` and `tail`, streamed so that hundreds of
 * MB of content cost only their compressed size here.
 */
export async function repeatedPart(
  name: string,
  head: string,
  chunk: string,
  times: number,
  tail: string,
): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  const repeated = Buffer.from(chunk);
  for (let i = 0; i < times; i++) await write(repeated);
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name, method: 8, crc, compressed: Buffer.concat(out), size };
}

/** A zip of the parts; `declare` overrides the uncompressed size a part's headers state. */
export function zip(parts: ZipPart[], declare: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = declare[p.name] ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(p.method, 8);
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(p.method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + p.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts around a sheet: content types, the package and workbook relationships, the workbook. */
export function workbookParts(
  options: { sharedStrings?: boolean; styles?: boolean; workbook?: string } = {},
): ZipPart[] {
  const rels = [
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
    options.sharedStrings
      ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
      : '',
    options.styles ? `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>` : '',
  ].join('');
  return [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      options.workbook ??
        `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  ];
}

/** A sheet part from the XML of its rows (and any elements before <sheetData>, such as <dimension>). */
export const sheetPart = (rows: string, before = '') =>
  part(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0"?><worksheet xmlns="${NS}">${before}<sheetData>${rows}</sheetData></worksheet>`,
  );

export const SHEET_HEAD = `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** An inline-string cell. */
export const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

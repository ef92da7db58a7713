import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** A multipart body with one file part named "file". */
export function multipartFile(
  fileName: string,
  content: Buffer,
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const boundary = '----chelian' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function readSheet(res: LightMyRequestResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Sheet')!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values: string[] = [];
    row.eachCell(
      { includeEmpty: true },
      (cell, c) =>
        (values[c - 1] =
          cell.value == null
            ? ''
            : typeof cell.value === 'object' && 'richText' in cell.value
              ? cell.value.richText.map((r) => r.text).join('')
              : String(cell.value)),
    );
    rows[n - 1] = values;
  });
  return rows;
}

/** Writes rows (header first) as an xlsx the way a person fills the template. */
export async function writeSheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

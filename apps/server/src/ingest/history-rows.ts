import { BinaryCopy } from './binary-copy';
import { copyValues, paramOf, VALUE_COLUMNS, VALUE_KEYS } from './columns';
import type { Report } from './report';

export const HISTORY_COLUMNS = [
  'vehicle_id',
  'frame_time',
  'frame_key',
  'tenant_id',
  'vin',
  'received_at',
  'reissue',
  'edition',
  ...VALUE_COLUMNS.map((c) => c[0]),
  'frame',
];
export const HISTORY_TYPES = [
  'int8',
  'timestamptz',
  'int8',
  'int8',
  'varchar',
  'timestamptz',
  'bool',
  'int2',
  ...VALUE_COLUMNS.map((c) => c[1]),
  'bytea',
];

/** The columns of a history row that come from the gateway rather than the report. */
export interface ReportOrigin {
  vehicleId: number;
  tenantId: number;
  vin: string;
  key: number;
  receivedAt: number;
  reissue: boolean;
  edition: number;
}

// Room reserved per row, a little over a typical report's (about 250 bytes of typed values and a
// 330-byte frame with 96 cells and 48 probes): a buffer that has to grow copies everything written so far.
const ROW_BYTES = 768;

/**
 * History rows, encoded as each report is read: a batch then holds bytes (binary COPY on
 * PostgreSQL) or flat column values (PGlite) instead of thousands of decoded reports, which the
 * garbage collector would otherwise copy from one generation to the next until the batch is written.
 */
export class HistoryRows {
  count = 0;
  private readonly copy: BinaryCopy | null;
  private readonly columns: unknown[][] | null;
  private finished: Buffer | null = null;

  constructor(binary: boolean, expected: number) {
    this.copy = binary ? new BinaryCopy([], Math.max(1, expected) * ROW_BYTES) : null;
    this.columns = binary ? null : HISTORY_COLUMNS.map(() => []);
  }

  /** A row for the report read from `frame`, which the row keeps as it came. */
  add(o: ReportOrigin, report: Report, frame: Uint8Array): void {
    this.count++;
    const copy = this.copy;
    if (copy) {
      copy.begin(HISTORY_COLUMNS.length);
      copy.int8(o.vehicleId);
      copy.timestamptz(report.timeMs);
      copy.int8(o.key);
      copy.int8(o.tenantId);
      copy.text(o.vin);
      copy.timestamptz(o.receivedAt);
      copy.bool(o.reissue);
      copy.int2(o.edition);
      copyValues(copy, report.values);
      copy.bytea(frame);
      return;
    }
    const cells: unknown[] = [
      o.vehicleId,
      report.timeMs,
      o.key,
      o.tenantId,
      o.vin,
      o.receivedAt,
      o.reissue,
      o.edition,
    ];
    for (const k of VALUE_KEYS) cells.push(report.values[k]);
    cells.push(frame);
    for (let i = 0; i < cells.length; i++) this.columns![i]!.push(paramOf(HISTORY_TYPES[i]!, cells[i]));
  }

  /** The binary COPY stream (PostgreSQL), or null when the rows were kept as columns. */
  binary(): Buffer | null {
    if (!this.copy) return null;
    return (this.finished ??= this.copy.finish());
  }

  /** Once the COPY is done: its buffer serves a later batch. */
  release(): void {
    this.copy?.release();
    this.finished = null;
  }

  /** One array per column, for insert ... select from unnest (PGlite). */
  columnValues(): unknown[][] {
    return this.columns ?? [];
  }
}

import { decode, type RealtimeBody, type StorageTemp, type StorageVoltage } from '@chelian/gb32960';

/**
 * What a report holds beyond the typed columns of history: every cell voltage (mV) and probe
 * temperature of every subsystem in order, and every other block under its name (vehicle flags,
 * coordinate system, faults, extremes detail, motors, fuel cell, engine, subsystems with their
 * cellCount / probeCount, custom blocks, abnormal values). History rows keep the frame itself and
 * this is read from it; rows written before the frame was kept hold it in columns of this shape.
 */
export interface ReportDetail {
  cellVoltages: (number | null)[] | null;
  probeTemps: (number | null)[] | null;
  data: Record<string, unknown> | null;
}

/** The detail of a stored real-time or reissued frame; null when it is not a readable one. */
export function frameDetail(bytes: Uint8Array): ReportDetail | null {
  const r = decode(bytes);
  if (!r.ok || (r.frame.command !== 'realtime' && r.frame.command !== 'reissue')) return null;
  return reportDetail(r.frame.body as RealtimeBody);
}

export function reportDetail(body: RealtimeBody): ReportDetail {
  const data: Record<string, unknown> = {};
  const v = body.vehicle;
  if (v) {
    const flags: Record<string, unknown> = { braking: v.braking, driving: v.driving };
    if (v.gearValid !== undefined) flags.gearValid = v.gearValid;
    data.vehicle = flags;
  }
  if (body.position?.coordSystem !== undefined) data.coordSystem = body.position.coordSystem;
  const a = body.alarm;
  if (a) {
    let faults: Record<string, unknown> | null = null;
    if (a.storageFaults.length) (faults ??= {}).storageFaults = a.storageFaults;
    if (a.motorFaults.length) (faults ??= {}).motorFaults = a.motorFaults;
    if (a.engineFaults.length) (faults ??= {}).engineFaults = a.engineFaults;
    if (a.otherFaults.length) (faults ??= {}).otherFaults = a.otherFaults;
    if (a.flagLevels?.length)
      (faults ??= {}).flagLevels = a.flagLevels.map((f) => ({ bit: f.bit, level: f.level }));
    if (faults) data.alarm = faults;
  }
  if (body.extremes) data.extremes = body.extremes;
  if (body.motors) data.motors = body.motors;
  if (body.fuelCell) data.fuelCell = body.fuelCell;
  if (body.engine) data.engine = body.engine;
  let cellVoltages: (number | null)[] | null = null;
  let probeTemps: (number | null)[] | null = null;
  if (body.storageVoltages) data.storageVoltages = splitCells(body.storageVoltages, (cellVoltages = []));
  if (body.storageTemps) data.storageTemps = splitProbes(body.storageTemps, (probeTemps = []));
  if (body.fuelCellStacks) data.fuelCellStacks = body.fuelCellStacks;
  if (body.supercapacitor) data.supercapacitor = body.supercapacitor;
  if (body.supercapacitorExtremes) data.supercapacitorExtremes = body.supercapacitorExtremes;
  if (body.custom) data.custom = body.custom;
  if (body.abnormal && body.abnormal.length > 0) data.abnormal = body.abnormal;
  return { cellVoltages, probeTemps, data };
}

/** Every cell of every subsystem in mV into `mv`; each subsystem without its cells, with cellCount. */
function splitCells(list: StorageVoltage[], mv: (number | null)[]): Record<string, unknown>[] {
  return list.map(({ cells, ...subsystem }) => {
    for (const c of cells) mv.push(c === null ? null : Math.round(c * 1000));
    return { ...subsystem, cellCount: cells.length };
  });
}

/** Every probe of every subsystem into `temps`; each subsystem's number and probeCount. */
function splitProbes(list: StorageTemp[], temps: (number | null)[]): { no: number; probeCount: number }[] {
  return list.map(({ no, probes }) => {
    for (const t of probes) temps.push(t);
    return { no, probeCount: probes.length };
  });
}

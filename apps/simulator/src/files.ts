import type { VehicleModel } from './vehicle';

/**
 * The vendor extension of terminal control (0x82) that asks for a file: command id 0x92,
 * parameters the file type (0x01 LOG, 0x02 CAN) and a 32-byte upload ticket. The terminal answers
 * the command, then posts the file to `<uploadUrl>/<ticket>` (multipart, field `file`).
 */
export const FILE_UPLOAD_COMMAND_ID = 0x92;

export type TerminalFileType = 'LOG' | 'CAN';
const TYPES: Record<number, TerminalFileType> = { 0x01: 'LOG', 0x02: 'CAN' };

export function parseFileRequest(hex: string | undefined): { type: TerminalFileType; ticket: string } | null {
  if (!hex || !/^[0-9A-Fa-f]{66}$/.test(hex)) return null;
  const type = TYPES[parseInt(hex.slice(0, 2), 16)];
  return type ? { type, ticket: hex.slice(2).toLowerCase() } : null;
}

const stamp = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 23).replace('T', ' ');
const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/**
 * A file as the terminal would keep it, from the vehicle's present state: LOG is the terminal's
 * text log of the last minutes; CAN a candump-style recording of the drive and battery frames.
 */
export function terminalFile(
  type: TerminalFileType,
  vin: string,
  vehicle: Pick<VehicleModel, 'mode' | 'speed' | 'soc' | 'mileage' | 'lng' | 'lat' | 'current'>,
  now = Date.now(),
) {
  const lines: string[] = [];
  if (type === 'LOG') {
    for (let i = 9; i >= 0; i--) {
      const at = now - i * 30_000;
      lines.push(
        `${beijing(at)} INFO  gb32960: report sent mode=${vehicle.mode} speed=${vehicle.speed.toFixed(1)} soc=${vehicle.soc.toFixed(1)}`,
      );
      if (i % 3 === 0)
        lines.push(
          `${beijing(at + 5000)} INFO  gnss: fix lng=${vehicle.lng.toFixed(6)} lat=${vehicle.lat.toFixed(6)}`,
        );
    }
    lines.push(`${beijing(now)} INFO  files: LOG requested by the platform, vin=${vin}`);
    return { fileName: `${vin}_LOG_${stamp(now)}.log`, content: `${lines.join('\n')}\n` };
  }
  for (let i = 0; i < 50; i++) {
    const at = (now - (50 - i) * 100) / 1000;
    const speed = vehicle.speed * 100;
    // 0x0CF: vehicle speed (0.01 km/h) and mode; 0x18F: SOC (0.4 %), pack current (0.1 A, offset 1000 A)
    const current = Math.round((vehicle.current + 1000) * 10);
    const frame =
      i % 2 === 0
        ? `0CF#${hex2(speed >> 8)}${hex2(speed & 0xff)}${hex2(vehicle.mode === 'driving' ? 1 : 0)}0000000000`
        : `18F#${hex2(vehicle.soc / 0.4)}${hex2(current >> 8)}${hex2(current & 0xff)}0000000000`;
    lines.push(`(${at.toFixed(6)}) can0 ${frame}`);
  }
  return { fileName: `${vin}_CAN_${stamp(now)}.log`, content: `${lines.join('\n')}\n` };
}

/** Posts a file to the platform's upload address for the ticket; resolves with the HTTP status. */
export async function uploadFile(
  uploadUrl: string,
  ticket: string,
  file: { fileName: string; content: string },
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([file.content], { type: 'text/plain' }), file.fileName);
  const response = await fetch(`${uploadUrl.replace(/\/$/, '')}/${ticket}`, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

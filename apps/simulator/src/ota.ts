import { createHash } from 'node:crypto';
import { encodeOtaProgress, OTA_PROGRESS_COMMAND_ID, type UpgradeParams } from '@chelian/gb32960';
import type { Random } from './random';
import type { VehicleModel } from './vehicle';

/** No byte of a package for this long: the transfer is taken for stalled, cut and resumed. */
const STALL_MS = 30_000;

/** Reply codes of the OTA progress report this terminal uses (docs/ota.md has all of 0x01-0x23). */
export const OTA_REPLY = {
  success: 0x01,
  downloadStart: 0x02,
  downloading: 0x03,
  downloaded: 0x04,
  downloadFailed: 0x05,
  md5Mismatch: 0x06,
  flashStart: 0x07,
  flashing: 0x08,
  flashFailed: 0x0a,
  rollbackOk: 0x0c,
  speedNotZero: 0x10,
  lowVoltage: 0x11,
  notParked: 0x12,
  charging: 0x13,
  resuming: 0x18,
  sizeMismatch: 0x1a,
  alreadyThere: 0x21,
} as const;

export interface OtaEvent {
  code: number;
  progress: number | null;
  version: string;
}

/**
 * A terminal's OTA side: it takes a remote upgrade (0x82 command 0x01), checks its preconditions
 * (speed 0, parked, not charging, the 12 V battery at 12 V or more), downloads the package from
 * the URL for real (ranges to resume after a cut, size and MD5 checked against the answer's ETag),
 * reports each step with the vendor extension frame 0xC1, flashes, fails now and then (and rolls
 * back), and runs the new version after success.
 */
export class OtaAgent {
  /** the version each component runs (component code -> version text) */
  readonly versions = new Map<string, string>([['TBOX', '1.0.0']]);
  /** the 12 V battery (V); below 12 the terminal refuses (0x11) */
  auxVoltage = 12.6;
  /** chance that a flash fails (and rolls back) */
  failureRate = 0.1;
  /** chance that the link is cut once during a download (it then resumes) */
  cutRate = 0.3;
  /** time between steps, ms */
  stepMs = 400;
  /** every report sent, newest last (tests) */
  readonly sent: OtaEvent[] = [];
  busy = false;

  constructor(
    private readonly vehicle: VehicleModel,
    private readonly rng: Random,
    private readonly sendFrame: (commandId: number, hex: string) => void,
  ) {}

  /** Whether the terminal takes the order (answer flag ok); the work goes on after the answer. */
  accept(upgrade: UpgradeParams | undefined): boolean {
    if (!upgrade?.url || this.busy) return false;
    this.busy = true;
    void this.run(upgrade).finally(() => (this.busy = false));
    return true;
  }

  private report(code: number, progress: number | null, version: string, received = 0, total = 0): void {
    this.sent.push({ code, progress, version });
    this.sendFrame(OTA_PROGRESS_COMMAND_ID, encodeOtaProgress({ code, progress, received, total, version }));
  }

  private wait(): Promise<void> {
    return new Promise((r) => setTimeout(r, this.stepMs));
  }

  /** The precondition live data breaks, as its reply code, or null when all hold. */
  precondition(): number | null {
    if (this.vehicle.speed > 0) return OTA_REPLY.speedNotZero;
    if (this.vehicle.mode === 'driving') return OTA_REPLY.notParked;
    if (this.vehicle.mode === 'charging') return OTA_REPLY.charging;
    if (this.auxVoltage < 12) return OTA_REPLY.lowVoltage;
    return null;
  }

  private async run(u: UpgradeParams): Promise<void> {
    const component = u.hardwareVersion || 'TBOX';
    const target = u.firmwareVersion;
    await this.wait();
    if (this.versions.get(component) === target) return this.report(OTA_REPLY.alreadyThere, null, target);
    const refused = this.precondition();
    if (refused !== null) return this.report(refused, null, target);
    this.report(OTA_REPLY.downloadStart, 0, target);
    let file: Buffer;
    try {
      file = await this.download(u.url, target);
    } catch {
      return this.report(OTA_REPLY.downloadFailed, null, target);
    }
    if (file.length === 0) return;
    await this.wait();
    this.report(OTA_REPLY.flashStart, 0, target, file.length, file.length);
    await this.wait();
    this.report(OTA_REPLY.flashing, 50, target, file.length, file.length);
    await this.wait();
    if (this.rng.next() < this.failureRate) {
      this.report(OTA_REPLY.flashFailed, null, target, file.length, file.length);
      await this.wait();
      return this.report(OTA_REPLY.rollbackOk, null, target, file.length, file.length);
    }
    this.versions.set(component, target);
    this.report(OTA_REPLY.success, 100, target, file.length, file.length);
  }

  /**
   * Fetches the package; a cut (chosen at random) stops the first transfer halfway and the rest
   * comes with a Range request, as a terminal whose link dropped would do. Answers an empty
   * buffer when a check failed (the failure is reported).
   */
  private async download(url: string, target: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    let received = 0;
    let total = 0;
    let etag = '';
    const cut = this.rng.next() < this.cutRate;
    let lastReported = 0;
    let answered = false;
    for (let attempt = 0; attempt < 4; attempt++) {
      const abort = new AbortController();
      // a transfer that stalls is cut and resumed, as a terminal's link timer would
      let stall: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(stall);
        stall = setTimeout(() => abort.abort(), STALL_MS);
      };
      arm();
      let aborted = false;
      try {
        const res = await fetch(url, {
          headers: received > 0 ? { range: `bytes=${received}-` } : {},
          signal: abort.signal,
        });
        if (res.status !== 200 && res.status !== 206) throw new Error(`download: ${res.status}`);
        answered = true;
        etag = (res.headers.get('etag') ?? '').replace(/"/g, '');
        if (res.status === 206)
          total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
        else total = Number(res.headers.get('content-length') ?? 0);
        const reader = res.body?.getReader();
        if (!reader) break;
        for (;;) {
          arm();
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(Buffer.from(value));
          received += value.length;
          const progress = total ? Math.floor((received * 100) / total) : 0;
          if (progress - lastReported >= 25 && received < total) {
            lastReported = progress;
            this.report(OTA_REPLY.downloading, progress, target, received, total);
          }
          if (cut && attempt === 0 && received >= total / 2 && received < total) {
            aborted = true;
            abort.abort();
            break;
          }
        }
      } catch (err) {
        // a refused ticket ends the download; a cut or a stall is resumed
        if (err instanceof Error && err.message.startsWith('download:')) throw err;
        aborted = true;
      } finally {
        clearTimeout(stall);
      }
      if (!aborted && received >= total) break;
      this.report(
        OTA_REPLY.resuming,
        total ? Math.floor((received * 100) / total) : 0,
        target,
        received,
        total,
      );
      await this.wait();
    }
    // no attempt got an answer (the server unreachable each time): the download failed
    if (!answered) throw new Error('download: no answer');
    const file = Buffer.concat(parts);
    if (file.length !== total) {
      this.report(OTA_REPLY.sizeMismatch, null, target, file.length, total);
      return Buffer.alloc(0);
    }
    if (etag && createHash('md5').update(file).digest('hex') !== etag.toLowerCase()) {
      this.report(OTA_REPLY.md5Mismatch, null, target, file.length, total);
      return Buffer.alloc(0);
    }
    this.report(OTA_REPLY.downloaded, 100, target, file.length, total);
    return file;
  }
}

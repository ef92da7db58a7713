import type { KeyObject } from 'node:crypto';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import {
  beijingTime,
  decode,
  encode,
  FrameSplitter,
  type ControlBody,
  type Edition,
  type Frame,
  type FrameInput,
  type Param,
  type ParamQueryBody,
  type ParamsBody,
  type RealtimeBody,
  type ResponseName,
} from '@chelian/gb32960';
import { vehicleIdentity, type VehicleIdentity } from './identity';
import { hashString, Random } from './random';
import { VehicleModel, type ActiveAlarm } from './vehicle';
import { BODY_CONTROL_COMMAND_ID, CarBody } from './body';
import { applyLock, LOCK_COMMAND_ID } from './lock';
import { FILE_UPLOAD_COMMAND_ID, parseFileRequest, terminalFile, uploadFile } from './files';
import { DIAGNOSIS_COMMAND_ID, diagnose } from './diagnosis';
import { Periodic } from './periodic';
import { signReport } from './sign';
import { OtaAgent } from './ota';

export interface TerminalOptions {
  /** who the terminal is; default: vehicleIdentity(index ?? 0, seed) */
  identity?: Pick<VehicleIdentity, 'vin' | 'iccid'> & Partial<VehicleIdentity>;
  index?: number;
  seed?: number | string;
  host?: string;
  port: number;
  edition?: Edition;
  /** report period in seconds (fractions allowed; the parameter reports at least 1) */
  interval?: number;
  /** heartbeat period in seconds when nothing else was sent */
  heartbeat?: number;
  /** simulated seconds per real second (auto mode); default 1 */
  timeScale?: number;
  /** per hour: chance of losing the link for a while (frames are recorded and reissued) */
  dropsPerHour?: number;
  /** go to sleep (logout, disconnect) while parked for long; default true in auto mode */
  sleepWhenParked?: boolean;
  /** random GB alarms now and then; default true */
  randomAlarms?: boolean;
  /** random GB alarms per vehicle and hour of simulated time, on average (default 0.5) */
  alarmsPerHour?: number;
  /** stray fixes per vehicle and hour of simulated time, on average (default 0) */
  positionJumpsPerHour?: number;
  cells?: number;
  probes?: number;
  /** storage subsystem codes sent at login (2016) / pack codes (2025) */
  storageCodes?: string[];
  /** milliseconds to wait for a login answer */
  loginTimeoutMs?: number;
  /** start time of the simulated clock (default now) */
  startTime?: number;
  /** the platform's terminal-file upload address (`…/terminalFiles/V1.0/upload`); without it file requests are refused */
  uploadUrl?: string;
  /** 2025: sign every report with this private key (ECDSA P-256), as a terminal with a registered key does */
  signingKey?: KeyObject;
}

export interface TerminalStats {
  logins: number;
  logouts: number;
  realtime: number;
  reissue: number;
  heartbeats: number;
  commands: number;
  answers: number;
  errors: number;
  /** replies with an error flag received from the platform */
  rejected: number;
}

export type TerminalState =
  'idle' | 'connecting' | 'connected' | 'online' | 'offline' | 'sleeping' | 'stopped';

interface Waiter {
  command: number;
  resolve: (frame: Frame) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

const PARAM_REPORT = 0x02;
/** unsent bytes on the socket above which a terminal in automatic mode stores reports instead */
const CONGESTED_BYTES = 64 * 1024;
const PARAM_HEARTBEAT = 0x09;
/** command ids and the "ok" response flag, as they sit in bytes 2 and 3 of a frame */
const REALTIME = 0x02;
const REISSUE = 0x03;
const FLAG_OK = 0x01;

/**
 * One simulated GB/T 32960.3 terminal on a vehicle, over real TCP.
 *
 * Manual use (tests): connect(), login(), tick() (one report; recorded for reissue while offline),
 * disconnect(), reconnect() (login again and reissue what was missed), logout().
 * Automatic use: start() drives, reports every `interval`, heartbeats, drops the link and sleeps
 * now and then, and reconnects; stop() ends it.
 * It always answers parameter queries and sets from its own parameters (a new report period
 * changes its interval) and terminal control, unless `silent` is set.
 */
export class SimulatedTerminal extends EventEmitter {
  readonly vin: string;
  readonly iccid: string;
  readonly edition: Edition;
  readonly vehicle: VehicleModel;
  readonly stats: TerminalStats = {
    logins: 0,
    logouts: 0,
    realtime: 0,
    reissue: 0,
    heartbeats: 0,
    commands: 0,
    answers: 0,
    errors: 0,
    rejected: 0,
  };
  /** reports recorded while offline, reissued (0x03) after the next login */
  readonly missed: RealtimeBody[] = [];
  /** every report body sent, in order (kept only when `keepSent` is true) */
  readonly sentBodies: { command: 'realtime' | 'reissue'; body: RealtimeBody }[] = [];
  keepSent = false;
  /** ignore downlink commands (to test timeouts) */
  silent = false;
  state: TerminalState = 'idle';
  /** doors, trunk, windows, air conditioning ...: what remote controls change */
  readonly body = new CarBody();
  /** parameters by id, answered to queries and changed by sets */
  readonly params = new Map<number, number | string>();
  /** remote upgrades: download, flash, progress reports (ota.ts) */
  readonly ota: OtaAgent;
  interval: number;
  heartbeat: number;
  lastLoginFlag: ResponseName | number | null = null;

  private readonly host: string;
  private readonly port: number;
  private readonly opts: TerminalOptions;
  private readonly rng: Random;
  private socket: net.Socket | null = null;
  private splitter: FrameSplitter | null = null;
  private waiters: Waiter[] = [];
  private serial = 0;
  private auto = false;
  private reportTimer: Periodic | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private reissueTimer: NodeJS.Timeout | null = null;
  private lastSentAt = 0;
  private realStart = 0;
  private simStart = 0;
  private readonly storageCodes: string[];

  constructor(options: TerminalOptions) {
    super();
    this.opts = options;
    const identity = options.identity ?? vehicleIdentity(options.index ?? 0, options.seed);
    this.vin = identity.vin;
    this.iccid = identity.iccid;
    this.edition = options.edition ?? 2016;
    this.host = options.host ?? '127.0.0.1';
    this.port = options.port;
    this.interval = options.interval ?? 10;
    this.heartbeat = options.heartbeat ?? 30;
    this.rng = new Random(hashString(this.vin));
    const city = options.identity?.city ?? vehicleIdentity(options.index ?? 0, options.seed).city;
    this.vehicle = new VehicleModel(
      { city, seed: hashString(this.vin), cells: options.cells, probes: options.probes },
      options.startTime ?? Date.now(),
    );
    this.vehicle.randomAlarms = options.randomAlarms ?? true;
    if (options.alarmsPerHour !== undefined) this.vehicle.alarmsPerHour = options.alarmsPerHour;
    if (options.positionJumpsPerHour !== undefined)
      this.vehicle.positionJumpsPerHour = options.positionJumpsPerHour;
    this.storageCodes = options.storageCodes ?? [`${this.vin.slice(-5)}`];
    this.ota = new OtaAgent(this.vehicle, new Random(hashString(`${this.vin}/ota`)), (commandId, hex) =>
      this.sendCustom(commandId, hex),
    );
    this.params.set(0x01, 1000);
    this.params.set(PARAM_REPORT, Math.max(1, Math.round(this.interval)));
    this.params.set(0x03, this.edition === 2016 ? 1000 : 1);
    this.params.set(0x04, this.host.length);
    this.params.set(0x05, this.host);
    this.params.set(0x06, this.port);
    this.params.set(0x07, 'HW1.0');
    this.params.set(0x08, 'FW1.2');
    this.params.set(PARAM_HEARTBEAT, Math.min(255, Math.max(1, Math.round(this.heartbeat))));
    this.params.set(0x0a, 30);
    this.params.set(0x0b, 30);
    this.params.set(0x0c, 1);
    this.params.set(0x0d, 0);
    this.params.set(0x0e, '');
    this.params.set(0x0f, 0);
    this.params.set(0x10, 2);
    this.setMaxListeners(50);
  }

  /** Logged in and able to report. */
  get online(): boolean {
    return this.state === 'online';
  }

  // ------------------------------------------------------------------ link

  /** Opens the TCP connection. */
  connect(): Promise<void> {
    if (this.socket) return Promise.resolve();
    this.state = 'connecting';
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.host, port: this.port });
      socket.setNoDelay(true);
      const splitter = new FrameSplitter({ onFrame: (bytes) => this.onFrame(bytes) });
      const onError = (err: Error) => {
        socket.destroy();
        reject(err);
      };
      socket.once('error', onError);
      socket.once('connect', () => {
        socket.off('error', onError);
        this.socket = socket;
        this.splitter = splitter;
        this.state = 'connected';
        socket.on('data', (chunk) => splitter.push(chunk));
        socket.on('error', () => {
          this.stats.errors++;
        });
        socket.on('close', () => this.onClose(socket));
        resolve();
      });
    });
  }

  /** Drops the link without a logout (as a lost signal would). Reports are recorded from now on. */
  disconnect(): void {
    const s = this.socket;
    if (!s) return;
    this.socket = null;
    this.splitter = null;
    if (this.state !== 'stopped' && this.state !== 'sleeping') this.state = 'offline';
    s.destroy();
    this.failWaiters(new Error('disconnected'));
  }

  /** Ends the link gracefully (what was written still reaches the platform); reports are recorded from now on. */
  private hangUp(): void {
    const s = this.socket;
    if (!s) return;
    this.socket = null;
    this.splitter = null;
    if (this.state !== 'stopped' && this.state !== 'sleeping') this.state = 'offline';
    s.end();
    this.failWaiters(new Error('hung up'));
  }

  /** Sends raw bytes as they are (tests of the gateway's error paths). */
  writeRaw(bytes: Uint8Array): void {
    this.socket?.write(bytes);
  }

  private onClose(socket: net.Socket): void {
    if (this.socket === socket) {
      this.socket = null;
      this.splitter = null;
      if (this.state !== 'stopped' && this.state !== 'sleeping') this.state = 'offline';
      this.failWaiters(new Error('connection closed'));
      this.emit('close');
      if (this.auto && this.state === 'offline') this.scheduleReconnect(this.rng.range(2000, 6000));
    }
  }

  /** A vendor extension frame (command 0xC0-0xFE) with this data unit; it is not answered. */
  sendCustom(commandId: number, hex: string): void {
    if (!this.online) return;
    this.send({
      edition: this.edition,
      commandId,
      response: 'command',
      vin: this.vin,
      encryption: 'none',
      body: { hex },
    } as FrameInput);
  }

  private send(frame: FrameInput): Uint8Array {
    const bytes = encode(frame);
    if (this.socket) {
      this.socket.write(bytes);
      this.lastSentAt = Date.now();
    }
    return bytes;
  }

  private now(): string {
    return beijingTime(new Date(this.vehicle.now));
  }

  private request(frame: FrameInput, command: number, timeoutMs: number): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no answer to command 0x${command.toString(16)} within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter: Waiter = { command, resolve, reject, timer };
      this.waiters.push(waiter);
      this.send(frame);
    });
  }

  private failWaiters(err: Error): void {
    const list = this.waiters;
    this.waiters = [];
    for (const w of list) {
      clearTimeout(w.timer);
      w.reject(err);
    }
  }

  // ------------------------------------------------------------------ session

  /** Sends the vehicle login and waits for the answer; returns its flag ('ok' when accepted). */
  async login(): Promise<ResponseName | number> {
    if (!this.socket) await this.connect();
    this.serial = (this.serial % 65531) + 1;
    const body =
      this.edition === 2016
        ? {
            time: this.now(),
            serial: this.serial,
            iccid: this.iccid,
            subsystemCount: this.storageCodes.length,
            codeLength: this.storageCodes[0]?.length ?? 0,
            codes: this.storageCodes,
          }
        : {
            time: this.now(),
            serial: this.serial,
            iccid: this.iccid,
            systems: [{ packCodes: this.storageCodes.map((c) => c.padEnd(24, '0').slice(0, 24)) }],
          };
    const answer = await this.request(
      {
        edition: this.edition,
        command: 'login',
        response: 'command',
        vin: this.vin,
        encryption: 'none',
        body,
      } as FrameInput,
      0x01,
      this.opts.loginTimeoutMs ?? 1000 * Number(this.params.get(0x0b) ?? 30),
    );
    this.lastLoginFlag = answer.response;
    if (answer.response === 'ok') {
      this.state = 'online';
      this.stats.logins++;
      this.emit('login');
    } else {
      this.stats.rejected++;
      this.emit('loginRefused', answer.response);
    }
    return answer.response;
  }

  /** Sends the vehicle logout (the link stays open until disconnect()). */
  logout(): void {
    if (!this.socket) return;
    this.send({
      edition: this.edition,
      command: 'logout',
      response: 'command',
      vin: this.vin,
      encryption: 'none',
      body: { time: this.now(), serial: this.serial },
    } as FrameInput);
    this.stats.logouts++;
    this.state = 'connected';
  }

  /** Connects, logs in and reissues every missed report. */
  async reconnect(): Promise<ResponseName | number> {
    if (!this.socket) await this.connect();
    const flag = await this.login();
    if (flag === 'ok') this.reissueMissed();
    return flag;
  }

  /** Sends every missed report as a reissue (0x03) now. Returns how many. */
  reissueMissed(limit = Infinity): number {
    let n = 0;
    // one write for the whole burst
    const socket = this.socket;
    socket?.cork();
    while (this.missed.length > 0 && n < limit && this.state === 'online') {
      this.sendReport(this.missed.shift()!, 'reissue');
      n++;
    }
    socket?.uncork();
    return n;
  }

  /** A heartbeat (0x07). */
  sendHeartbeat(): void {
    this.send({
      edition: this.edition,
      command: 'heartbeat',
      response: 'command',
      vin: this.vin,
      encryption: 'none',
      body: {},
    } as FrameInput);
    this.stats.heartbeats++;
  }

  /** Asks the platform for the time (0x08); resolves with its time. */
  async timeSync(): Promise<string | undefined> {
    const answer = await this.request(
      {
        edition: this.edition,
        command: 'timeSync',
        response: 'command',
        vin: this.vin,
        encryption: 'none',
        body: {},
      } as FrameInput,
      0x08,
      5000,
    );
    return (answer.body as { time?: string }).time;
  }

  /**
   * Advances the vehicle by one report period and reports: sent as real-time (0x02) when online,
   * recorded for reissue otherwise. Returns the report.
   */
  tick(stepMs = this.interval * 1000): RealtimeBody {
    this.vehicle.step(stepMs);
    const body = this.vehicle.report(this.edition, this.now());
    if (this.online && !this.congested) this.sendReport(body, 'realtime');
    else if (this.state !== 'sleeping' && this.state !== 'stopped' && this.missed.length < 20_000)
      this.missed.push(body);
    return body;
  }

  /**
   * The link does not take data as fast as it comes (the platform is pushing back): like a real
   * terminal, keep reports in local storage and reissue them once it drains.
   */
  get congested(): boolean {
    return this.auto && this.socket !== null && this.socket.writableLength > CONGESTED_BYTES;
  }

  private sendReport(body: RealtimeBody, command: 'realtime' | 'reissue'): void {
    const frame = {
      edition: this.edition,
      command,
      response: 'command',
      vin: this.vin,
      encryption: 'none',
      body,
    } as FrameInput;
    const key = this.opts.signingKey;
    // signing encodes the report twice; only terminals given a key pay for it
    if (key && this.edition === 2025)
      this.send({ ...frame, body: { ...body, signature: signReport(encode(frame), key) } } as FrameInput);
    else this.send(frame);
    if (command === 'realtime') this.stats.realtime++;
    else this.stats.reissue++;
    if (this.keepSent) this.sentBodies.push({ command, body });
  }

  /** Reports this alarm from the next report on (until clearAlarm() or `until`). */
  raiseAlarm(alarm: ActiveAlarm): void {
    this.vehicle.alarm = alarm;
  }

  clearAlarm(): void {
    this.vehicle.alarm = null;
  }

  // ------------------------------------------------------------------ frames from the platform

  private onFrame(bytes: Uint8Array): void {
    // A 2025 platform acknowledges every report: nothing waits for those, so they are not decoded.
    if ((bytes[2] === REALTIME || bytes[2] === REISSUE) && bytes[3] === FLAG_OK) return;
    const r = decode(bytes);
    if (!r.ok) {
      this.stats.errors++;
      return;
    }
    const frame = r.frame;
    if (frame.response === 'command') {
      this.onCommand(frame);
      return;
    }
    if (frame.response !== 'ok') this.emit('rejected', frame);
    const i = this.waiters.findIndex((w) => w.command === frame.commandId);
    if (i >= 0) {
      const [w] = this.waiters.splice(i, 1);
      clearTimeout(w!.timer);
      w!.resolve(frame);
    } else if (frame.response !== 'ok') this.stats.rejected++;
  }

  private onCommand(frame: Frame): void {
    this.stats.commands++;
    this.emit('command', frame);
    if (this.silent) return;
    const time = (frame.body as { time?: string }).time ?? this.now();
    const answer = (response: 'ok' | 'error', body: unknown) => {
      this.send({
        edition: this.edition,
        commandId: frame.commandId,
        response,
        vin: this.vin,
        encryption: 'none',
        body,
      } as FrameInput);
      this.stats.answers++;
    };
    switch (frame.command) {
      case 'paramQuery': {
        const ids = (frame.body as ParamQueryBody).ids ?? [];
        answer('ok', { time, params: this.paramList(ids) });
        break;
      }
      case 'paramSet': {
        const body = frame.body as ParamsBody;
        if (body.rest !== undefined) {
          answer('error', { time });
          break;
        }
        for (const p of body.params) this.params.set(p.id, p.value);
        answer('ok', { time });
        const period = body.params.find((p) => p.id === PARAM_REPORT);
        if (period && typeof period.value === 'number' && period.value > 0) this.setInterval(period.value);
        const hb = body.params.find((p) => p.id === PARAM_HEARTBEAT);
        if (hb && typeof hb.value === 'number' && hb.value > 0) this.heartbeat = hb.value;
        break;
      }
      case 'control': {
        const body = frame.body as ControlBody;
        if (body.commandId === LOCK_COMMAND_ID) {
          // remote lock and speed limits: the vehicle controller takes them
          answer(applyLock(this.vehicle, body.hex) ? 'ok' : 'error', { time });
          this.emit('control', body);
          break;
        }
        if (body.commandId === FILE_UPLOAD_COMMAND_ID) {
          // a file request: answered at once, the file follows over HTTP
          const request = parseFileRequest(body.hex);
          answer(request && this.opts.uploadUrl ? 'ok' : 'error', { time });
          this.emit('control', body);
          if (request && this.opts.uploadUrl) {
            const file = terminalFile(request.type, this.vin, this.vehicle);
            uploadFile(this.opts.uploadUrl, request.ticket, file)
              .then((status) =>
                this.emit('fileUploaded', { type: request.type, fileName: file.fileName, status }),
              )
              .catch((err: unknown) =>
                this.emit('fileUploaded', {
                  type: request.type,
                  fileName: file.fileName,
                  error: String(err),
                }),
              );
          }
          break;
        }
        if (body.commandId === DIAGNOSIS_COMMAND_ID) {
          // remote diagnosis: the answer echoes the command id with the data unit after it
          const data = diagnose(this.vehicle, body.hex, time);
          answer(
            data ? 'ok' : 'error',
            data ? { time, commandId: DIAGNOSIS_COMMAND_ID, hex: data } : { time },
          );
          this.emit('control', body);
          break;
        }
        if (body.commandId === BODY_CONTROL_COMMAND_ID) {
          // the platform's remote control: applied to the body, or refused with the reason after
          // the echoed command id when the state forbids it
          if (this.body.apply(this.vehicle, body.hex)) answer('ok', { time });
          else
            answer('error', {
              time,
              commandId: BODY_CONTROL_COMMAND_ID,
              hex: this.body.refusal!.toString(16).padStart(2, '0'),
            });
          this.emit('control', body);
          break;
        }
        if (body.commandId === 0x01) {
          // remote upgrade: taken (the package is fetched and flashed after the answer) or refused while one runs
          answer(this.ota.accept(body.upgrade) ? 'ok' : 'error', { time });
          this.emit('control', body);
          break;
        }
        answer('ok', { time });
        this.emit('control', body);
        if (body.commandId === 0x05 || body.commandId === 0x03 || body.commandId === 0x02) {
          // disconnect the data link, reset or power off: drop the link now, come back later
          setTimeout(() => {
            this.disconnect();
            if (this.auto) this.scheduleReconnect(body.commandId === 0x02 ? 60_000 : 3000);
          }, 50);
        }
        break;
      }
      default:
        break;
    }
  }

  /** The (id, value) pairs for a query; a domain brings its length parameter along. */
  paramList(ids: number[]): Param[] {
    const wanted: number[] = [];
    for (const id of ids) {
      if ((id === 0x05 || id === 0x0e) && !ids.includes(id - 1) && !wanted.includes(id - 1))
        wanted.push(id - 1);
      if (!wanted.includes(id)) wanted.push(id);
    }
    return wanted
      .filter((id) => this.params.has(id))
      .map((id) => ({ id, name: '' as Param['name'], value: this.params.get(id)! }));
  }

  /** Changes the report period (seconds); in auto mode the timer follows. */
  setInterval(seconds: number): void {
    this.interval = seconds;
    this.params.set(PARAM_REPORT, Math.max(1, Math.round(seconds)));
    if (this.auto && this.reportTimer) {
      this.reportTimer.stop();
      this.reportTimer = new Periodic(this.interval * 1000, () => this.autoTick());
    }
  }

  // ------------------------------------------------------------------ automatic mode

  /** Runs on its own: connect, login, report, heartbeat, drop and sleep now and then. */
  async start(delayMs = 0): Promise<void> {
    this.auto = true;
    this.realStart = Date.now();
    this.simStart = this.vehicle.now;
    const begin = async () => {
      if (!this.auto) return;
      try {
        await this.reconnect();
      } catch (err) {
        // no answer at all (no gateway, connection closed or unanswered): the fleet tells the user why
        if (this.auto) this.emit('loginFailed', err);
        if (this.auto) this.scheduleReconnect(this.rng.range(2000, 6000));
      }
    };
    this.reportTimer = new Periodic(this.interval * 1000, () => this.autoTick());
    this.heartbeatTimer = setInterval(
      () => {
        if (this.online && Date.now() - this.lastSentAt >= this.heartbeat * 1000 - 50) this.sendHeartbeat();
      },
      Math.max(1000, (this.heartbeat * 1000) / 2),
    );
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    await begin();
  }

  private simulatedNow(): number {
    return this.simStart + (Date.now() - this.realStart) * (this.opts.timeScale ?? 1);
  }

  private autoTick(): void {
    const step = Math.max(0, this.simulatedNow() - this.vehicle.now);
    if (this.state === 'sleeping') {
      this.vehicle.step(step);
      if (this.vehicle.mode !== 'parked' && !this.wakeTimer) this.scheduleReconnect(0);
      return;
    }
    this.tick(step);
    if (this.online && this.missed.length > 0 && !this.congested) this.startReissue();
    const perTick = ((this.opts.dropsPerHour ?? 0.5) * this.interval) / 3600;
    if (this.online && this.rng.chance(perTick)) {
      this.hangUp();
      this.scheduleReconnect(this.rng.range(30_000, 180_000) / (this.opts.timeScale ?? 1));
      return;
    }
    const parkedFor = this.vehicle.mode === 'parked' ? this.vehicleParkedLeft() : 0;
    if (
      (this.opts.sleepWhenParked ?? true) &&
      this.online &&
      parkedFor > 5 * 60_000 &&
      this.missed.length === 0
    ) {
      this.logout();
      this.state = 'sleeping';
      const s = this.socket;
      this.socket = null;
      s?.end();
    }
  }

  private vehicleParkedLeft(): number {
    return this.vehicle.modeUntil - this.vehicle.now;
  }

  private scheduleReconnect(ms: number): void {
    if (!this.auto || this.wakeTimer) return;
    this.wakeTimer = setTimeout(async () => {
      this.wakeTimer = null;
      if (!this.auto) return;
      if (this.state === 'sleeping') this.state = 'offline';
      try {
        if (!this.socket) await this.connect();
        const flag = await this.login();
        if (flag !== 'ok') {
          this.hangUp();
          this.scheduleReconnect(30_000);
          return;
        }
        this.startReissue();
      } catch (err) {
        if (this.auto) this.emit('loginFailed', err);
        this.hangUp();
        this.scheduleReconnect(this.rng.range(3000, 10_000));
      }
    }, ms);
  }

  /**
   * A wake-up SMS reached the terminal's card: log in now when it is not online (asleep, dropped or
   * stopped between manual calls). In automatic mode the regular reconnect runs at once.
   */
  async wake(): Promise<void> {
    if (this.online || this.state === 'stopped') return;
    this.emit('wake');
    if (this.auto) {
      if (this.wakeTimer) clearTimeout(this.wakeTimer);
      this.wakeTimer = null;
      this.scheduleReconnect(0);
      return;
    }
    await this.reconnect();
  }

  /** Reissues missed reports at up to 20 per second beside the regular reports. */
  private startReissue(): void {
    if (this.reissueTimer || this.missed.length === 0) return;
    this.reissueTimer = setInterval(() => {
      if (!this.online || this.congested || this.reissueMissed(20) === 0 || this.missed.length === 0) {
        clearInterval(this.reissueTimer!);
        this.reissueTimer = null;
      }
    }, 1000);
  }

  /**
   * Stops automatic mode and closes the link: with `logout`, a logout goes out after everything
   * still buffered and the link is ended gracefully (resolves once it is closed, or after
   * `timeoutMs`, default 30 s, when it is dropped); without, it is dropped at once.
   */
  stop(options: { logout?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.auto = false;
    this.reportTimer?.stop();
    for (const t of [this.heartbeatTimer, this.reissueTimer]) if (t) clearInterval(t);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.reportTimer = this.heartbeatTimer = this.reissueTimer = this.wakeTimer = null;
    if (options.logout && this.online) this.logout();
    const s = this.socket;
    this.state = 'stopped';
    this.socket = null;
    this.failWaiters(new Error('stopped'));
    if (!s) return Promise.resolve();
    if (!options.logout) {
      s.destroy();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        s.destroy();
        resolve();
      }, options.timeoutMs ?? 30_000);
      s.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      s.end();
    });
  }
}

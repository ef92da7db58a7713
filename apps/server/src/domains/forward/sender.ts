import { randomUUID } from 'node:crypto';
import { decode, type Edition } from '@chelian/gb32960';
import type { ForwardCommand, ForwardLinkState } from '@chelian/contracts/resources/forward/forward';
import type { FastifyBaseLogger } from 'fastify';
import { telemetryStore, type TelemetryStore } from '../../db/store';
import type { ServerContext } from '../../platform/context';
import { asReissue, FLAG_OK, FrameLink, LinkError, platformFrame, type Answer } from './link';
import { PASSWORD_PURPOSE } from './resources';

/** How long a target may take to accept a connection and to answer a frame. */
const CONNECT_TIMEOUT_MS = 5_000;
const ANSWER_TIMEOUT_MS = 10_000;
/** Reconnection waits double from the first to the last. */
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** How often the outbox of an idle link and the list of running tasks are read. */
const POLL_MS = 50;
const SYNC_MS = 1_000;
/** How long a worker holds a task without renewing it before another worker may take it over. */
const LEASE_SECONDS = 15;
/**
 * Frames read from the outbox and delivered at once. A batch costs one round trip to the target
 * per vehicle in it (a vehicle's 2016 reports go in one run closed by a heartbeat), whatever the
 * number of its frames: at 200 a burst of 20 reports from each of 200 vehicles took 20 batches of
 * 200 round trips, 180 frames/s and a p99 lag of 19 s (bench/RESULTS.md); at 2,000 one vehicle's
 * ten frames share a round trip. About 1 MB of frames in memory.
 */
const BATCH = 2_000;

interface ConfigRow {
  id: number;
  tenant_id: number;
  name: string;
  link_type: 'TCP' | 'HTTP';
  host: string;
  port: number;
  http_path: string | null;
  edition: string;
  platform_login: boolean;
  account: string | null;
  password: string | null;
}

interface OutboxRow {
  id: number;
  vehicle_id: number;
  vin: string;
  command_id: number;
  received_ms: number;
  frame: Uint8Array;
}

const COMMANDS: Record<number, ForwardCommand> = { 1: 'LOGIN', 2: 'REALTIME', 3: 'REISSUE', 4: 'LOGOUT' };

/** A frame's command as the records name it. */
export const commandOf = (bytes: Uint8Array): ForwardCommand => COMMANDS[bytes[2]!] ?? 'REALTIME';

/** What an HTTP link posts for one frame: the decoded model, with the bytes as they came. */
export function httpBody(vin: string, receivedAt: number, bytes: Uint8Array) {
  const decoded = decode(bytes);
  return {
    vin,
    command: COMMANDS[bytes[2]!] ?? null,
    receivedAt,
    frame: decoded.ok ? decoded.frame : null,
    hex: Buffer.from(bytes).toString('hex'),
  };
}

/** What a target said to one frame; a link failure is thrown instead (the frame stays queued). */
interface Outcome {
  ok: boolean;
  flag: number | null;
  reason: 'REFUSED' | 'HTTP_REFUSED' | null;
}

/** One frame of the outbox as it goes out (a stored report kept while the target was away is a reissue). */
interface Item {
  row: OutboxRow;
  bytes: Uint8Array;
}

/** The link broke part way through a batch: what the target answered before is in `done`, by item. */
class PartialDelivery extends LinkError {
  constructor(
    failure: unknown,
    readonly done: Map<number, Outcome>,
  ) {
    super(
      failure instanceof LinkError ? failure.code : 'INTERNAL',
      failure instanceof Error ? failure.message : String(failure),
    );
  }
}

/** A way to deliver frames to a target: GB/T 32960 over TCP, or the decoded model as JSON over HTTP. */
interface Delivery {
  open(): Promise<void>;
  /** the outcome of each item, in order; throws PartialDelivery when the link breaks */
  deliver(items: readonly Item[]): Promise<Outcome[]>;
  close(graceful: boolean): Promise<void>;
}

/** GB/T 32960.3-2016 answers a report (real-time or reissue) only when it refuses it. */
const answeredOnRefusal = (bytes: Uint8Array) =>
  bytes[0] === 0x23 && (bytes[2] === 0x02 || bytes[2] === 0x03);

const sleep = (ms: number, signal: { stopped: boolean }) =>
  new Promise<void>((resolve) => {
    // steps of at most 100 ms, so a stop is heard; the last step is what is left, not a whole one
    const step = Math.min(ms, 100);
    let waited = 0;
    const tick = () => {
      waited += step;
      if (signal.stopped || waited >= ms) resolve();
      else setTimeout(tick, Math.min(step, ms - waited));
    };
    setTimeout(tick, step);
  });

const answered = (a: Answer): Outcome =>
  a.flag === FLAG_OK
    ? { ok: true, flag: a.flag, reason: null }
    : { ok: false, flag: a.flag, reason: 'REFUSED' };

/**
 * GB/T 32960 over TCP. With a platform login, one connection carries every vehicle after the
 * platform's login (0x05) and ends with its logout (0x06); without, each vehicle has a connection
 * of its own, as its terminal would (the way a vehicle gateway, ours among them, takes data).
 * A vehicle's reports go after its login: on a connection where the vehicle has not logged in
 * yet, its last login frame is sent first.
 */
class TcpDelivery implements Delivery {
  private platform: FrameLink | null = null;
  private readonly vehicles = new Map<string, FrameLink>();

  constructor(
    private readonly store: TelemetryStore,
    private readonly config: ConfigRow,
    private readonly password: string,
  ) {}

  private get edition(): Edition {
    return this.config.edition === '2025' ? 2025 : 2016;
  }

  async open(): Promise<void> {
    if (!this.config.platform_login) {
      // vehicles connect as their frames come; the target is up when it takes a connection
      (await FrameLink.connect(this.config.host, this.config.port, CONNECT_TIMEOUT_MS)).close();
      return;
    }
    const link = await FrameLink.connect(this.config.host, this.config.port, CONNECT_TIMEOUT_MS);
    const serial = await this.nextSerial();
    const answer = await link
      .request(
        platformFrame('platformLogin', this.edition, this.config.account ?? '', serial, this.password),
        ANSWER_TIMEOUT_MS,
      )
      .catch((err: unknown) => {
        link.close();
        throw err;
      });
    if (answer.flag !== FLAG_OK) {
      link.close();
      throw new LinkError(
        'LOGIN_REFUSED',
        `platform login refused (flag 0x${answer.flag.toString(16).padStart(2, '0')})`,
      );
    }
    this.platform = link;
  }

  /** The platform login serial: from 1 each (Beijing) day, one more at every login. */
  private async nextSerial(): Promise<number> {
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const [row] = await this.store.query<{ serial: number }>(
      `update forward_configs
          set login_serial = case when login_day = $2 then least(login_serial + 1, 65531) else 1 end, login_day = $2
        where id = $1 returning login_serial as serial`,
      [this.config.id, day],
    );
    return Number(row?.serial ?? 1);
  }

  private async linkFor(vin: string): Promise<FrameLink> {
    if (this.platform) return this.platform;
    let link = this.vehicles.get(vin);
    if (!link) {
      link = await FrameLink.connect(this.config.host, this.config.port, CONNECT_TIMEOUT_MS);
      this.vehicles.set(vin, link);
    }
    return link;
  }

  /**
   * Each vehicle's frames in order on its connection, the vehicles side by side (one connection
   * with a platform login, so there in order too). Reports a 2016 target answers only when it
   * refuses them go out in runs closed by one heartbeat: one round trip a run, not a frame.
   */
  async deliver(items: readonly Item[]): Promise<Outcome[]> {
    const done = new Map<number, Outcome>();
    const groups = new Map<string, number[]>();
    items.forEach((item, i) => {
      const key = this.config.platform_login ? '' : item.row.vin;
      const group = groups.get(key);
      if (group) group.push(i);
      else groups.set(key, [i]);
    });
    const settled = await Promise.allSettled(
      [...groups.values()].map((indexes) => this.deliverGroup(items, indexes, done)),
    );
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw new PartialDelivery(failed.reason, done);
    return items.map((_, i) => done.get(i)!);
  }

  private async deliverGroup(items: readonly Item[], indexes: number[], done: Map<number, Outcome>) {
    const first = items[indexes[0]!]!.row.vin;
    const link = await this.linkFor(first).catch((err: unknown) => {
      throw err instanceof LinkError ? err : new LinkError('UNREACHABLE', String(err));
    });
    let run: number[] = [];
    const flush = async () => {
      if (!run.length) return;
      const taken = run;
      run = [];
      const flags = await link.unanswered(
        taken.map((i) => items[i]!.bytes),
        ANSWER_TIMEOUT_MS,
      );
      taken.forEach((i, k) => done.set(i, answered({ flag: flags[k] ?? FLAG_OK })));
    };
    try {
      for (const i of indexes) {
        const { row, bytes } = items[i]!;
        if (row.command_id !== 0x01 && !link.loggedIn.has(row.vin)) {
          await flush();
          // on a new connection a vehicle's reports follow its login: its last one is sent again
          const login = await this.lastLogin(row.vehicle_id);
          if (login && answered(await link.request(login, ANSWER_TIMEOUT_MS)).ok) link.loggedIn.add(row.vin);
        }
        if (answeredOnRefusal(bytes)) {
          run.push(i);
          continue;
        }
        await flush();
        const outcome = answered(await link.request(bytes, ANSWER_TIMEOUT_MS));
        done.set(i, outcome);
        if (row.command_id === 0x01 && outcome.ok) link.loggedIn.add(row.vin);
        if (row.command_id === 0x04) link.loggedIn.delete(row.vin);
      }
      await flush();
    } catch (err) {
      // a vehicle's own connection that broke is opened again for its next frame
      if (link !== this.platform) this.vehicles.delete(first);
      throw err;
    }
  }

  /** The vehicle's latest accepted login frame, as the gateway stored it. */
  private async lastLogin(vehicleId: number): Promise<Uint8Array | null> {
    const [row] = await this.store.query<{ frame: Uint8Array }>(
      `select frame from raw_frames
        where vehicle_id = $1 and direction = 'up' and command_id = 1 and error is null and frame is not null
        order by received_at desc limit 1`,
      [vehicleId],
    );
    return row ? Buffer.from(row.frame) : null;
  }

  async close(graceful: boolean): Promise<void> {
    const platform = this.platform;
    this.platform = null;
    if (platform && graceful) {
      await platform
        .request(
          platformFrame('platformLogout', this.edition, this.config.account ?? '', await this.nextSerial()),
          ANSWER_TIMEOUT_MS,
        )
        .catch(() => undefined);
    }
    platform?.close();
    for (const link of this.vehicles.values()) link.close();
    this.vehicles.clear();
  }
}

/**
 * The decoded model of each frame posted as JSON: 2xx delivered, 4xx refused (counted failed, not
 * sent again), anything else or no answer is the link down (the frame stays queued).
 */
class HttpDelivery implements Delivery {
  constructor(private readonly config: ConfigRow) {}

  private get url(): string {
    return `http://${this.config.host}:${this.config.port}${this.config.http_path ?? '/'}`;
  }

  async open(): Promise<void> {}

  async deliver(items: readonly Item[]): Promise<Outcome[]> {
    const done = new Map<number, Outcome>();
    for (const [i, item] of items.entries()) {
      try {
        done.set(i, await this.post(item.row, item.bytes));
      } catch (err) {
        throw new PartialDelivery(err, done);
      }
    }
    return items.map((_, i) => done.get(i)!);
  }

  private async post(row: OutboxRow, bytes: Uint8Array): Promise<Outcome> {
    const body = JSON.stringify(httpBody(row.vin, row.received_ms, bytes));
    let status: number;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      throw new LinkError('UNREACHABLE', err instanceof Error ? err.message : String(err));
    }
    if (status >= 200 && status < 300) return { ok: true, flag: null, reason: null };
    if (status >= 400 && status < 500) return { ok: false, flag: status, reason: 'HTTP_REFUSED' };
    throw new LinkError('HTTP_ERROR', `HTTP ${status}`);
  }

  async close(): Promise<void> {}
}

/** One running task: its delivery, reconnected with backoff until the task stops. */
class TaskRunner {
  readonly signal = { stopped: false };
  private readonly done: Promise<void>;

  constructor(
    private readonly store: TelemetryStore,
    private readonly ctx: ServerContext,
    readonly config: ConfigRow,
    readonly signature: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.signal.stopped = true;
    await this.done;
  }

  private async state(state: ForwardLinkState, error: string | null, connected = false): Promise<void> {
    await this.store
      .query(
        `update forward_configs set link_state = $2::varchar,
                last_error = case when $2::varchar = 'CONNECTED' then null else coalesce($3::varchar, last_error) end,
                connected_at = case when $4::boolean then now() else connected_at end
          where id = $1`,
        [this.config.id, state, error?.slice(0, 500) ?? null, connected],
      )
      .catch((err: unknown) => this.log.warn({ err: String(err) }, 'forward: state not written'));
  }

  private delivery(): Delivery {
    if (this.config.link_type === 'HTTP') return new HttpDelivery(this.config);
    const password = this.config.password
      ? this.ctx.secrets.open(PASSWORD_PURPOSE, this.config.password)
      : '';
    return new TcpDelivery(this.store, this.config, password);
  }

  private async loop(): Promise<void> {
    let backoff = BACKOFF_FIRST_MS;
    while (!this.signal.stopped) {
      const delivery = this.delivery();
      try {
        await this.state('CONNECTING', null);
        await delivery.open();
        // what is queued now was kept while the target could not take it: it goes as reissue
        const [mark] = await this.store.query<{ id: number | null }>(
          'select max(id) as id from forward_outbox where config_id = $1',
          [this.config.id],
        );
        await this.state('CONNECTED', null, true);
        backoff = BACKOFF_FIRST_MS;
        await this.pump(delivery, Number(mark?.id ?? 0));
        await delivery.close(true);
      } catch (err) {
        await delivery.close(false);
        if (this.signal.stopped) break;
        const message = err instanceof Error ? err.message : String(err);
        // the row keeps the cause as a code the console names in the reader's language; the log the detail
        if (err instanceof LinkError)
          this.log.info({ err: message, code: err.code, config: this.config.id }, 'forward: link down');
        else this.log.error({ err: message, config: this.config.id }, 'forward: task failed');
        await this.state('DOWN', err instanceof LinkError ? err.code : 'INTERNAL');
        await sleep(backoff, this.signal);
        backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
      }
    }
    await this.state('IDLE', null);
  }

  /**
   * Batches go out one after another; the records of one are written while the next is delivered
   * (its frames are left out of the next read until they have left the outbox). One after the
   * other, a batch's records (delete, insert, count: one statement) held up the next delivery.
   */
  private async pump(delivery: Delivery, reissueUpTo: number): Promise<void> {
    // settled as the error it failed with (or null): a rejection nobody awaits yet would end the process
    let recording: Promise<unknown> = Promise.resolve(null);
    let recordingIds: number[] = [];
    const recorded = async () => {
      const failure = await recording;
      recording = Promise.resolve(null);
      if (failure) throw failure;
    };
    try {
      while (!this.signal.stopped) {
        const rows = await this.store.query<OutboxRow>(
          `select id, vehicle_id, vin, command_id, frame, (extract(epoch from received_at) * 1000)::float8 as received_ms
             from forward_outbox where config_id = $1 and id <> all($2::bigint[]) order by id limit ${BATCH}`,
          [this.config.id, recordingIds],
        );
        if (!rows.length) {
          await recorded();
          recordingIds = [];
          await sleep(POLL_MS, this.signal);
          continue;
        }
        const items: Item[] = rows.map((r) => {
          const row = {
            ...r,
            id: Number(r.id),
            vehicle_id: Number(r.vehicle_id),
            command_id: Number(r.command_id),
          };
          const frame = Buffer.from(r.frame);
          const reissue = row.id <= reissueUpTo && row.command_id === 0x02;
          return { row, bytes: reissue ? asReissue(frame) : frame };
        });
        let outcomes: Outcome[];
        try {
          outcomes = await delivery.deliver(items);
        } catch (err) {
          // what the target answered before the link broke is recorded; the rest stays queued
          await recorded();
          if (err instanceof PartialDelivery)
            await this.record(
              [...err.done].map(([i, outcome]) => [items[i]!, outcome]),
              Date.now(),
            );
          throw err;
        }
        // at most one batch's records in flight: a failure to write them stops the pump here
        await recorded();
        recordingIds = items.map((item) => item.row.id);
        const answeredAt = Date.now();
        recording = this.record(
          items.map((item, i) => [item, outcomes[i]!]),
          answeredAt,
        ).then(
          () => null,
          (err: unknown) => err ?? new Error('records not written'),
        );
      }
    } finally {
      // a stop or a broken link waits for the records under way: what was delivered is never sent twice
      const failure = await recording;
      if (failure)
        this.log.warn({ err: String(failure), config: this.config.id }, 'forward: records not written');
    }
  }

  /**
   * The frames leave the outbox, their records and the task's counts are written: all or nothing.
   * A record's time is when the target's answer came (`answeredAt`), not when the record is
   * written: under load that waits for the previous batch's records and a free connection.
   */
  private async record(done: [Item, Outcome][], answeredAt: number): Promise<void> {
    if (!done.length) return;
    done.sort((x, y) => x[0].row.id - y[0].row.id);
    await this.store.query(
      `with gone as (delete from forward_outbox where id = any($1::bigint[]) returning id),
            rec as (
              insert into forward_records (tenant_id, config_id, vehicle_id, vin, command, result, response_flag, reason, received_at, sent_at)
              select $2, $3, u.vehicle_id, u.vin, u.command, u.result, u.flag, u.reason, to_timestamp(u.received / 1000.0), to_timestamp($11::float8 / 1000)
                from unnest($1::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::float8[])
                     with ordinality as u(id, vehicle_id, vin, command, result, flag, reason, received, ord)
               where u.id in (select id from gone)
               order by u.ord
              returning result)
       update forward_configs
          set success_count = success_count + (select count(*) from rec where result = 'SUCCESS'),
              failure_count = failure_count + (select count(*) from rec where result = 'FAILED')
        where id = $3`,
      [
        done.map(([item]) => item.row.id),
        this.config.tenant_id,
        this.config.id,
        done.map(([item]) => item.row.vehicle_id),
        done.map(([item]) => item.row.vin),
        done.map(([item]) => commandOf(item.bytes)),
        done.map(([, o]) => (o.ok ? 'SUCCESS' : 'FAILED')),
        done.map(([, o]) => o.flag),
        done.map(([, o]) => o.reason),
        done.map(([item]) => Number(item.row.received_ms)),
        answeredAt,
      ],
    );
  }
}

/** What makes a runner start over: the target or the account changed. */
const signatureOf = (c: ConfigRow) =>
  JSON.stringify([
    c.link_type,
    c.host,
    c.port,
    c.http_path,
    c.edition,
    c.platform_login,
    c.account,
    c.password,
  ]);

/**
 * The forwarding job (worker role): one runner per running task, started, restarted when its
 * config changes and stopped when the task stops, read from the table every second.
 */
export function startForwarding(ctx: ServerContext): () => void {
  const store = telemetryStore(ctx.database);
  const log = ctx.log;
  const runners = new Map<number, TaskRunner>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  // Every worker process runs this job: a task is relayed by the one holding its lease, renewed at
  // every sync, and taken over by another when a worker stops renewing it (stopped or gone).
  const node = randomUUID();
  const sync = async () => {
    const rows = await store.query<ConfigRow>(
      `update forward_configs
          set runner_node = $1, lease_until = now() + make_interval(secs => $2)
        where status = 'RUNNING' and (runner_node is null or runner_node = $1 or lease_until < now())
        returning id, tenant_id, name, link_type, host, port, http_path, edition, platform_login, account, password`,
      [node, LEASE_SECONDS],
    );
    const wanted = new Map(
      rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), tenant_id: Number(r.tenant_id) }]),
    );
    for (const [id, runner] of runners) {
      const config = wanted.get(id);
      if (!config || signatureOf(config) !== runner.signature) {
        runners.delete(id);
        await runner.stop();
      }
    }
    for (const [id, config] of wanted)
      if (!runners.has(id) && !stopped)
        runners.set(id, new TaskRunner(store, ctx, config, signatureOf(config), log));
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    sync()
      .catch((err: unknown) => log.warn({ err: String(err) }, 'forward: running tasks not read'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, SYNC_MS);
      });
  };
  tick();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const stopping = [...runners.values()].map((runner) => runner.stop());
    runners.clear();
    // the tasks are free for another worker at once
    void Promise.all(stopping)
      .then(() =>
        store.query(
          'update forward_configs set runner_node = null, lease_until = null where runner_node = $1',
          [node],
        ),
      )
      .catch(() => undefined);
  };
}

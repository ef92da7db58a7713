import { createTransport } from 'nodemailer';
import { LANGS, type Language, type PushBizType } from '@chelian/contracts';
import type { NoticeAlarmKind, NoticeChannel } from '@chelian/contracts/resources/alarm/terminal';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TelemetryStore } from '../../db/store';
import type { Bus } from '../../platform/bus';
import type { SmsSender } from '../../platform/auth/sms';
import { notify } from '../../platform/notices';
import { inLanguages, translate, type MessageKey } from '../../platform/messages';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';
import { alarmReaders } from './evaluator';

/** Sends a mail. The default without SMTP_HOST writes it to the log. */
export interface MailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

const maskMail = (to: string) => to.replace(/^(.).*(@.*)$/, '$1***$2');

/** SMTP through nodemailer when SMTP_HOST is set; otherwise the log, with the address masked. */
export function mailSender(
  config: Pick<
    Config,
    'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM'
  >,
  log: { info(obj: unknown, msg: string): void },
): MailSender {
  if (!config.SMTP_HOST)
    return {
      async send(to, subject) {
        log.info({ to: maskMail(to), subject }, 'mail: no SMTP_HOST, the mail is not sent');
      },
    };
  const transport = createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } } : {}),
  });
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from: config.SMTP_FROM, to, subject, text });
    },
  };
}

/** One alarm as the notices tell it. */
interface AlarmRow {
  id: number;
  tenant_id: number;
  vehicle_id: number;
  vin: string;
  level: number;
  at: Date | string;
  /** what happened, by kind (an item's name, a location anomaly, a GB level) */
  detail: string | null;
  lng: number | null;
  lat: number | null;
  km: number | null;
  kmh: number | null;
}

/** Where each kind's new alarms are read: the rows past the cursor, oldest first. */
const SOURCES: Record<NoticeAlarmKind, { table: string; select: string }> = {
  GB: {
    table: 'alarm_episodes',
    select: `id, tenant_id, vehicle_id, vin, highest_level as level, started_at as at, null as detail,
      null::float8 as lng, null::float8 as lat, null::float8 as km, null::float8 as kmh`,
  },
  VEHICLE: {
    table: 'vehicle_alarms',
    select: `id, tenant_id, vehicle_id, vin, level, started_at as at, rule_name as detail,
      null::float8 as lng, null::float8 as lat, null::float8 as km, null::float8 as kmh`,
  },
  TERMINAL: {
    table: 'terminal_alarms',
    select: `id, tenant_id, vehicle_id, vin, level, started_at as at, item_name as detail,
      null::float8 as lng, null::float8 as lat, null::float8 as km, null::float8 as kmh`,
  },
  LOCATION: {
    table: 'abnormal_locations',
    select: `id, tenant_id, vehicle_id, vin, 2 as level, at, kind as detail, lng, lat, distance_km as km,
      speed_kmh as kmh`,
  },
  OFFLINE: {
    table: 'abnormal_offlines',
    select: `id, tenant_id, vehicle_id, vin, 1 as level, last_seen_at as at, null as detail,
      null::float8 as lng, null::float8 as lat, null::float8 as km, null::float8 as kmh`,
  },
};

const KIND_TEXT: Record<NoticeAlarmKind, MessageKey> = {
  GB: 'ALARM_NOTICE_KIND_GB',
  VEHICLE: 'ALARM_NOTICE_KIND_VEHICLE',
  TERMINAL: 'ALARM_NOTICE_KIND_TERMINAL',
  LOCATION: 'ALARM_NOTICE_KIND_LOCATION',
  OFFLINE: 'ALARM_NOTICE_KIND_OFFLINE',
};

/** The message centre's type of each kind (where a click on it leads). */
const BIZ_TYPE: Record<NoticeAlarmKind, PushBizType> = {
  GB: 'GB',
  VEHICLE: 'GB',
  TERMINAL: 'ERRORMSG',
  LOCATION: 'ERRORMSG',
  OFFLINE: 'ERRORMSG',
};

const BATCH = 500;

/** Kinds whose raising already rings the bell of every alarm reader (evaluator.announce). */
const BELL_KINDS = new Set<NoticeAlarmKind>(['GB', 'VEHICLE']);

interface Strategy {
  id: number;
  kinds: string[];
  min_level: number;
  channels: string[];
  scope: string;
}

interface Recipient {
  id: number;
  phone: string | null;
  email: string | null;
  lang: Language;
}

export interface NoticeDeps {
  db: Db;
  store: Pick<TelemetryStore, 'query'>;
  bus: Bus;
  sms: SmsSender;
  mail: MailSender;
  /** outside production an SMS is also copied to the message box, as the reset codes are */
  production: boolean;
  log: { warn(obj: unknown, msg: string): void };
}

/** The text of one alarm in one language, its time on the tenant's clock. */
function texts(
  kind: NoticeAlarmKind,
  row: AlarmRow,
  lang: Language,
  zone: string,
): { title: string; body: string } {
  const time = zonedTime(new Date(row.at), zone);
  const kindText = translate(lang, KIND_TEXT[kind]);
  let name = row.detail ?? '';
  if (kind === 'GB') name = kindText;
  if (kind === 'OFFLINE') name = translate(lang, 'ALARM_OFFLINE_SINCE', { since: time });
  if (kind === 'LOCATION') {
    const at = { lng: Number(row.lng).toFixed(5), lat: Number(row.lat).toFixed(5) };
    name =
      row.detail === 'JUMP'
        ? translate(lang, 'ALARM_LOCATION_JUMP', { km: Number(row.km ?? 0), kmh: Number(row.kmh ?? 0) })
        : translate(lang, row.detail === 'FROZEN' ? 'ALARM_LOCATION_FROZEN' : 'ALARM_LOCATION_OUTSIDE', at);
  }
  const params = { kind: kindText, vin: row.vin, level: Number(row.level), time, name };
  return {
    title: translate(lang, 'ALARM_NOTICE_TITLE', params),
    body: translate(lang, 'ALARM_NOTICE_TEXT', params),
  };
}

/**
 * Tells the recipients of the notice strategies about the alarms written since the last run, kind
 * by kind: each table is read past its cursor (alarm_notice_cursors), so every alarm is told once
 * even across restarts, and a new deployment starts from the alarms of now, not from its history.
 * Gives how many notices went out.
 */
export async function dispatchNotices(deps: NoticeDeps): Promise<number> {
  let sent = 0;
  for (const kind of Object.keys(SOURCES) as NoticeAlarmKind[]) {
    const source = SOURCES[kind];
    const [cursor] = await deps.store.query<{ last_id: number }>(
      'select last_id from alarm_notice_cursors where kind = $1',
      [kind],
    );
    if (!cursor) {
      await deps.store.query(
        `insert into alarm_notice_cursors (kind, last_id)
           select $1, coalesce(max(id), 0) from ${source.table} on conflict (kind) do nothing`,
        [kind],
      );
      continue;
    }
    const rows = await deps.store.query<AlarmRow>(
      `select ${source.select} from ${source.table} where id > $1 order by id limit ${BATCH}`,
      [cursor.last_id],
    );
    if (rows.length === 0) continue;
    // the cursor moves first: a notice is rather lost than told twice when a channel fails halfway
    const last = Number(rows[rows.length - 1]!.id);
    const moved = await deps.store.query(
      'update alarm_notice_cursors set last_id = $2 where kind = $1 and last_id = $3 returning kind',
      [kind, last, cursor.last_id],
    );
    if (moved.length === 0) continue;
    sent += await tell(deps, kind, rows);
  }
  return sent;
}

async function tell(deps: NoticeDeps, kind: NoticeAlarmKind, rows: AlarmRow[]): Promise<number> {
  const tenants = [...new Set(rows.map((r) => Number(r.tenant_id)))];
  const strategies = await deps.store.query<Strategy & { tenant_id: number }>(
    `select id, tenant_id, kinds, min_level, channels, scope from notice_strategies
      where enabled and tenant_id = any($1::int8[]) and $2 = any(kinds)`,
    [tenants, kind],
  );
  if (strategies.length === 0) return 0;
  const ids = strategies.map((s) => Number(s.id));
  const [links, people] = await Promise.all([
    deps.store.query<{ strategy_id: number; vehicle_id: number }>(
      `select strategy_id, vehicle_id from notice_strategy_vehicles
        where strategy_id = any($1::int8[]) and vehicle_id = any($2::int8[])`,
      [ids, [...new Set(rows.map((r) => Number(r.vehicle_id)))]],
    ),
    deps.store.query<{
      strategy_id: number;
      id: number;
      phone: string | null;
      email: string | null;
      lang: string | null;
    }>(
      `select su.strategy_id, u.id, u.phone, u.email, c.language as lang from notice_strategy_users su
         join users u on u.id = su.user_id and u.status = 'NORMAL'
         left join user_configs c on c.user_id = u.id
        where su.strategy_id = any($1::int8[])`,
      [ids],
    ),
  ]);
  const linked = new Set(links.map((l) => `${l.strategy_id}:${l.vehicle_id}`));
  const usersOf = new Map<number, Recipient[]>();
  for (const p of people) {
    const list = usersOf.get(Number(p.strategy_id)) ?? [];
    list.push({
      id: Number(p.id),
      phone: p.phone,
      email: p.email,
      lang: (LANGS as readonly string[]).includes(p.lang ?? '') ? (p.lang as Language) : 'zh-CN',
    });
    usersOf.set(Number(p.strategy_id), list);
  }
  const zones = new Map<number, string>();
  const bellUsers = new Map<number, Set<number>>();
  let count = 0;
  for (const row of rows) {
    const tenantId = Number(row.tenant_id);
    // each user once per alarm and channel, however many strategies name them
    const told = new Map<NoticeChannel, Map<number, Recipient>>();
    for (const s of strategies) {
      if (Number(s.tenant_id) !== tenantId || Number(row.level) < Number(s.min_level)) continue;
      if (s.scope === 'VIN' && !linked.has(`${s.id}:${row.vehicle_id}`)) continue;
      for (const channel of s.channels as NoticeChannel[]) {
        const to = told.get(channel) ?? new Map<number, Recipient>();
        for (const u of usersOf.get(Number(s.id)) ?? []) to.set(u.id, u);
        told.set(channel, to);
      }
    }
    // GB and vehicle alarms already rang the bell of every alarm reader when raised
    // (evaluator.announce): the web channel tells only the others, so nobody reads one alarm twice
    const web = told.get('WEB');
    if (web && BELL_KINDS.has(kind)) {
      let readers = bellUsers.get(tenantId);
      if (!readers)
        bellUsers.set(
          tenantId,
          (readers = new Set((await alarmReaders(deps.store, tenantId)).map((u) => u.id))),
        );
      for (const id of readers) web.delete(id);
      if (web.size === 0) told.delete('WEB');
    }
    if (told.size === 0) continue;
    let zone = zones.get(tenantId);
    if (!zone) zones.set(tenantId, (zone = await tenantTimeZone(deps.db, tenantId)));
    const condition = { kind: kind.toLowerCase(), id: Number(row.id), vin: row.vin };
    for (const [channel, to] of told) {
      const recipients = [...to.values()];
      if (channel === 'WEB') {
        // one message per user, read in the language of the console that opens it
        const t = new Map(LANGS.map((lang) => [lang, texts(kind, row, lang, zone)]));
        await notify(deps.db, deps.bus, {
          tenantId,
          userIds: recipients.map((u) => u.id),
          bizType: BIZ_TYPE[kind],
          title: inLanguages((lang) => t.get(lang)!.title),
          body: inLanguages((lang) => t.get(lang)!.body),
          queryCondition: condition,
        });
        count += recipients.length;
      }
      for (const u of recipients) {
        const t = texts(kind, row, u.lang, zone);
        try {
          if (channel === 'SMS' && u.phone) {
            await deps.sms.send(u.phone, t.body);
            if (!deps.production)
              await notify(deps.db, deps.bus, {
                tenantId,
                userIds: [u.id],
                bizType: 'SYSTEM',
                title: translate(u.lang, 'ALARM_SMS_COPY_TITLE', { title: t.title }),
                body: t.body,
                queryCondition: condition,
              });
            count++;
          } else if (channel === 'MAIL' && u.email) {
            await deps.mail.send(u.email, t.title, t.body);
            count++;
          }
        } catch (err) {
          deps.log.warn({ err: String(err), channel, userId: u.id }, 'alarm notice: a channel failed');
        }
      }
    }
  }
  return count;
}

/**
 * Lists the vehicles silent for `days` (abnormal offline) and raises the OFFLINE terminal alarm
 * items of the strategies over the vehicles silent past their minutes; ends both for vehicles heard
 * from again (a heartbeat counts: the ingest batch ends them on reports and logins).
 */
export async function checkOffline(
  store: Pick<TelemetryStore, 'query'>,
  now: number,
  days: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await store.query(
    `update abnormal_offlines o set ended_at = l.last_seen_at from vehicle_latest l
      where o.ended_at is null and l.vehicle_id = o.vehicle_id and l.last_seen_at > o.last_seen_at`,
  );
  await store.query(
    `insert into abnormal_offlines (tenant_id, vehicle_id, vin, last_seen_at, detected_at)
     select l.tenant_id, l.vehicle_id, l.vin, l.last_seen_at, $1::timestamptz from vehicle_latest l
      where l.last_seen_at < $1::timestamptz - make_interval(days => $2::int)
        and not exists (select 1 from abnormal_offlines o where o.vehicle_id = l.vehicle_id and o.ended_at is null)
     on conflict do nothing`,
    [at, days],
  );
  await store.query(
    `update terminal_alarms a set ended_at = l.last_seen_at from vehicle_latest l
      where a.kind = 'OFFLINE' and a.ended_at is null and l.vehicle_id = a.vehicle_id
        and l.last_seen_at > a.started_at`,
  );
  await store.query(
    `update terminal_alarms a set last_at = $1::timestamptz,
            value = round((extract(epoch from ($1::timestamptz - a.started_at)) / 60)::numeric, 1)
      where a.kind = 'OFFLINE' and a.ended_at is null`,
    [at],
  );
  await store.query(
    `insert into terminal_alarms (tenant_id, vehicle_id, vin, item_id, item_name, kind, level, started_at, last_at,
          value, event_count)
     select distinct on (l.vehicle_id, i.id) l.tenant_id, l.vehicle_id, l.vin, i.id, i.name, 'OFFLINE', i.level,
          l.last_seen_at, $1::timestamptz,
          round((extract(epoch from ($1::timestamptz - l.last_seen_at)) / 60)::numeric, 1), 1
       from terminal_alarm_items i
       join terminal_alarm_strategy_items si on si.item_id = i.id
       join terminal_alarm_strategies s on s.id = si.strategy_id and s.enabled
       join vehicle_latest l on l.tenant_id = i.tenant_id
      where i.kind = 'OFFLINE'
        and l.last_seen_at < $1::timestamptz - make_interval(secs => i.threshold * 60)
        and (s.scope = 'ALL' or exists (select 1 from terminal_alarm_strategy_vins v
                                         where v.strategy_id = s.id and v.vehicle_id = l.vehicle_id))
        and not exists (select 1 from terminal_alarms a
                         where a.vehicle_id = l.vehicle_id and a.item_id = i.id and a.ended_at is null)
     on conflict do nothing`,
    [at],
  );
}

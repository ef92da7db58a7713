import { hostname } from 'node:os';
import type { LocalizedText } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { systemLogs } from './schema';
import { systemTextCode, type SystemText } from '../../platform/localized';

type Row = typeof systemLogs.$inferInsert;
const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const MAX_BUFFER = 1000;

/**
 * Keeps the server's own warnings and errors in system_logs (the system log screen): a pino logMethod hook hands
 * records here; they are written in batches once a database is attached, and dropped (not logged) if writing fails,
 * so a broken database cannot make the logger recurse.
 */
class SystemLogSink {
  private buffer: Row[] = [];
  private db: Db | null = null;
  private timer: NodeJS.Timeout | null = null;
  readonly node = `${hostname()}-${process.pid}`;

  attach(db: Db) {
    this.db = db;
    if (this.buffer.length) this.schedule();
  }

  detach(db: Db) {
    if (this.db === db) this.db = null;
  }

  record(level: number, message: string, detail: string | null, source: string | null) {
    const name = LEVELS[level >= 60 ? 60 : level >= 50 ? 50 : 40];
    if (level < 40 || !name) return;
    if (this.buffer.length >= MAX_BUFFER) this.buffer.shift();
    this.buffer.push({
      level: name,
      message: message.slice(0, 1000) || name,
      detail: detail?.slice(0, 20000) ?? null,
      source: source?.slice(0, 120) ?? null,
      node: this.node,
      createdAt: new Date(),
    });
    this.schedule();
  }

  private schedule() {
    if (!this.db || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), 1000);
    this.timer.unref();
  }

  async flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const db = this.db;
    if (!db || !this.buffer.length) return;
    const rows = this.buffer.splice(0);
    await db
      .insert(systemLogs)
      .values(rows)
      .catch(() => undefined);
  }
}

export const systemLogSink = new SystemLogSink();

/**
 * Messages the server itself writes into the system log for administrators to read, in every language: the row keeps
 * the zh-CN text and the log screen shows the caller's. The logger's own records stay as the code logs them.
 */
export const SYSTEM_LOG_TEXTS = {
  initialAdminPassword: {
    'zh-CN': '演示环境：管理员账号仍在使用初始密码，请尽快修改',
    'en-US': 'Demo environment: the administrator still uses the initial password; change it soon',
    'zh-TW': '示範環境：管理員帳號仍在使用初始密碼，請儘快修改',
  },
} satisfies Record<string, LocalizedText>;

export const SYSTEM_LOG_TRANSLATIONS: SystemText[] = Object.entries(SYSTEM_LOG_TEXTS).map(([key, text]) => [
  `systemLog.${key}`,
  text,
]);
export const systemLogTextCode = systemTextCode(SYSTEM_LOG_TRANSLATIONS);

/** pino's hooks.logMethod: copies warn and above to the sink, then logs as usual. */
export function systemLogHook(
  this: { bindings?: () => Record<string, unknown> },
  args: unknown[],
  method: (...a: unknown[]) => void,
  level: number,
) {
  if (level >= 40) {
    try {
      const [first, second] = args;
      let message = '';
      let detail: string | null = null;
      if (first instanceof Error) {
        message = first.message;
        detail = first.stack ?? null;
      } else if (first && typeof first === 'object') {
        const err = (first as { err?: unknown }).err;
        message = typeof second === 'string' ? second : '';
        if (err instanceof Error) {
          message ||= err.message;
          detail = err.stack ?? err.message;
        } else {
          detail = JSON.stringify(first).slice(0, 20000);
        }
      } else {
        message = String(first ?? '');
      }
      const bindings = typeof this.bindings === 'function' ? this.bindings() : {};
      const source = (bindings.module ?? bindings.name ?? bindings.reqId ?? null) as string | null;
      systemLogSink.record(level, message, detail, source == null ? null : String(source));
    } catch {
      // never let the log copy break logging
    }
  }
  method.apply(this, args);
}

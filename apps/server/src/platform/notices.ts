import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_LANG,
  type Language,
  type LocalizedText,
  type Message,
  type MessageCount,
  type MessageListQuery,
  type Page,
  type PushBizType,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { Subjects, type Bus } from './bus';
import { AppError } from './errors';
import { messages, type NoticeTexts } from './notices-schema';

/**
 * A notice's text: in every language when the platform writes it (read in the reader's language,
 * so one alarm reads right in an English console and a Chinese one), or one string when it is
 * someone's own words.
 */
export type NoticeText = string | LocalizedText;

export interface NewMessage {
  tenantId: number;
  userIds: number[];
  bizType: PushBizType;
  title: NoticeText;
  body: NoticeText;
  queryCondition?: Record<string, unknown> | null;
}

const inLanguage = (t: NoticeText, lang: Language) => (typeof t === 'string' ? t : t[lang]);

/** Writes a message to each user and pushes it to their open consoles. */
export async function notify(db: Db, bus: Bus, input: NewMessage): Promise<number[]> {
  if (input.userIds.length === 0) return [];
  const { title, body } = input;
  const texts: NoticeTexts | null =
    typeof title === 'string' && typeof body === 'string'
      ? null
      : {
          ...(typeof title === 'string' ? {} : { title }),
          ...(typeof body === 'string' ? {} : { body }),
        };
  const rows = await db
    .insert(messages)
    .values(
      input.userIds.map((userId) => ({
        tenantId: input.tenantId,
        userId,
        pushBizType: input.bizType,
        title: inLanguage(title, DEFAULT_LANG).slice(0, 200),
        pushBody: inLanguage(body, DEFAULT_LANG),
        queryCondition: input.queryCondition ? JSON.stringify(input.queryCondition) : null,
        texts,
      })),
    )
    .returning({ id: messages.id, userId: messages.userId, createdAt: messages.createdAt });
  for (const row of rows) {
    bus.publish(Subjects.userPush, {
      userIds: [row.userId],
      push: {
        type: 'message',
        data: {
          id: row.id,
          title: inLanguage(title, DEFAULT_LANG),
          ...(typeof title === 'string' ? {} : { titles: title }),
          pushBizType: input.bizType,
          create_time: row.createdAt.getTime(),
        },
      },
    });
  }
  return rows.map((r) => r.id);
}

/** A stored message as the reader sees it, in the reader's language where it has every language. */
function toMessage(row: typeof messages.$inferSelect, lang: Language): Message {
  return {
    id: row.id,
    msg_id: row.id,
    create_time: row.createdAt.getTime(),
    title: row.texts?.title?.[lang] ?? row.title,
    pushBody: row.texts?.body?.[lang] ?? row.pushBody,
    triggerFlag: row.triggerFlag === 1 ? 1 : 0,
    trashed: row.trashed,
    pushBizType: row.pushBizType as PushBizType,
    queryCondition: row.queryCondition,
    pushChannel: 'WEB',
  };
}

const countQuery = (db: Db, name: string) =>
  db
    .select({ trashed: messages.trashed, flag: messages.triggerFlag, n: count() })
    .from(messages)
    .where(eq(messages.userId, sql.placeholder('userId')))
    .groupBy(messages.trashed, messages.triggerFlag)
    .prepare(name);

export async function countMessages(db: Db, userId: number): Promise<MessageCount> {
  const rows = await prepared(db, 'message_count', countQuery).execute({ userId });
  const result: MessageCount = { count: 0, unread: 0, read: 0, trash: 0 };
  for (const row of rows) {
    if (row.trashed) result.trash += row.n;
    else if (row.flag === 0) result.unread += row.n;
    else result.read += row.n;
  }
  result.count = result.unread;
  return result;
}

export async function listMessages(
  db: Db,
  userId: number,
  query: MessageListQuery,
  lang: Language,
): Promise<Page<Message>> {
  const where = and(
    eq(messages.userId, userId),
    eq(messages.trashed, query.trash === 1),
    query.trash === 1 || query.triggerFlag === undefined
      ? undefined
      : eq(messages.triggerFlag, query.triggerFlag),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { items: rows.map((row) => toMessage(row, lang)), total: total?.n ?? 0, current: query.page };
}

export async function findMessage(db: Db, userId: number, id: number, lang: Language): Promise<Message> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toMessage(row, lang);
}

/**
 * Moves messages between boxes: unread -> read, read -> trash, trash -> read.
 * Only the caller's own messages in the source box move; asking for others changes nothing.
 */
export async function moveMessages(
  db: Db,
  userId: number,
  ids: number[] | 'all',
  move: 'read' | 'trash' | 'restore',
): Promise<number> {
  const mine = eq(messages.userId, userId);
  const chosen = ids === 'all' ? undefined : inArray(messages.id, ids);
  const source =
    move === 'read'
      ? and(eq(messages.trashed, false), eq(messages.triggerFlag, 0))
      : move === 'trash'
        ? and(eq(messages.trashed, false), eq(messages.triggerFlag, 1))
        : eq(messages.trashed, true);
  const set = move === 'trash' ? { trashed: true } : { trashed: false, triggerFlag: 1 };
  return db.transaction(async (tx) => {
    if (ids !== 'all') {
      const [inSource] = await tx
        .select({ n: count() })
        .from(messages)
        .where(and(mine, chosen, source));
      if ((inSource?.n ?? 0) !== new Set(ids).size) throw new AppError(409, 'MESSAGE_NOT_IN_BOX');
    }
    const moved = await tx
      .update(messages)
      .set(set)
      .where(and(mine, chosen, source))
      .returning({ id: messages.id });
    return moved.length;
  });
}

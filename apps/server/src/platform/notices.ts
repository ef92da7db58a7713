import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Message, MessageCount, MessageListQuery, Page, PushBizType } from '@chelian/contracts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { Subjects, type Bus } from './bus';
import { AppError } from './errors';
import { messages } from './notices-schema';

export interface NewMessage {
  tenantId: number;
  userIds: number[];
  bizType: PushBizType;
  title: string;
  body: string;
  queryCondition?: Record<string, unknown> | null;
}

/** Writes a message to each user and pushes it to their open consoles. */
export async function notify(db: Db, bus: Bus, input: NewMessage): Promise<number[]> {
  if (input.userIds.length === 0) return [];
  const rows = await db
    .insert(messages)
    .values(
      input.userIds.map((userId) => ({
        tenantId: input.tenantId,
        userId,
        pushBizType: input.bizType,
        title: input.title.slice(0, 200),
        pushBody: input.body,
        queryCondition: input.queryCondition ? JSON.stringify(input.queryCondition) : null,
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
          title: input.title,
          pushBizType: input.bizType,
          create_time: row.createdAt.getTime(),
        },
      },
    });
  }
  return rows.map((r) => r.id);
}

function toMessage(row: typeof messages.$inferSelect): Message {
  return {
    id: row.id,
    msg_id: row.id,
    create_time: row.createdAt.getTime(),
    title: row.title,
    pushBody: row.pushBody,
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

export async function listMessages(db: Db, userId: number, query: MessageListQuery): Promise<Page<Message>> {
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
  return { items: rows.map(toMessage), total: total?.n ?? 0, current: query.page };
}

export async function findMessage(db: Db, userId: number, id: number): Promise<Message> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toMessage(row);
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

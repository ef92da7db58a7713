import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders: bigint identities, epoch-friendly timestamps, tenant keys. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => time('created_at').notNull().defaultNow();

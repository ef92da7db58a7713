import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenants, users } from '../schema';

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    /**
     * What URLs name a file by: 128 random bits (32 hex digits) set by the server, so that a
     * file cannot be reached by counting up the serial id. The column default (a version-4 UUID
     * without its dashes, 122 random bits) only fills the rows that existed before the column.
     */
    publicId: varchar('public_id', { length: 32 })
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageType: varchar('storage_type', { length: 16 }).notNull().default('LOCAL'),
    storageKey: varchar('storage_key', { length: 300 }).notNull().unique(),
    bizType: varchar('biz_type', { length: 32 }).notNull().default('IOV'),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploaderId: ref('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: time('deleted_at'),
  },
  (t) => [index('attachments_tenant').on(t.tenantId, t.id)],
);

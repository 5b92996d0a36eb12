// A training class's documents (the notice as a PDF, the timetable, forms to bring): uploaded in the console
// (admin/training/file), checked by their bytes, kept in the file storage under training/<id> and listed on
// the class page while the class is published. A file no class took up within a day is removed later.
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import type { ApiAttachmentKind } from '@/contract/wire/activity';
import { users } from '@/server/modules/passport/schema';
import { trainings } from './schema';

export const trainingFiles = pgTable(
  'training_files',
  {
    /** The upload id (128 random bits), also the last part of its storage key. */
    id: varchar('id', { length: 32 }).primaryKey(),
    /** Null until a save of the class takes the file up. */
    trainingId: integer('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
    /** The name offered on download: the uploaded name, cleaned. */
    fileName: varchar('file_name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<ApiAttachmentKind>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Order on the class page. */
    sort: integer('sort').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('training_files_training_idx').on(t.trainingId, t.sort)],
);

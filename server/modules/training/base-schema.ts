// Training centres and bases (/base, /base/{id}), each in a region of the province. The table lives
// with the trainings that reference it, so that training never imports the base pages (which list
// trainings): the dependency runs base -> training (docs/architecture.md §4).
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from '@/server/db/updated-at';

export const bases = pgTable(
  'bases',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    /** 'province' (省级培训中心) or 'city' (市级/县级实践基地). */
    level: varchar('level', { length: 16 }).$type<'province' | 'city' | 'county'>().notNull(),
    /** Option value of dictionary 'region' (a city). */
    region: varchar('region', { length: 20 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Rich text (HTML), sanitized with an allow-list when rendered. */
    intro: text('intro').notNull(),
    cover: varchar('cover', { length: 300 }).notNull(),
    /** Photo URLs for the detail page gallery. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** What the base trains in, e.g. ["全科医学", "急诊急救"]. */
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('bases_region_idx').on(t.region, t.sort)],
);

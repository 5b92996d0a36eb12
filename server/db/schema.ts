// Every table, for Drizzle and drizzle-kit. Each module owns its schema file; add one line per module.
export * from './system-schema';
export * from '../modules/passport/schema';
export * from '../modules/user/message/schema';
export * from '../modules/common/schema';
export * from '../modules/category/schema';
export * from '../modules/tag/schema';
export * from '../modules/base/schema';
export * from '../modules/training/schema';
export * from '../modules/course/schema';
export * from '../modules/live/schema';
export * from '../modules/article/schema';
export * from '../modules/journal/schema';
export * from '../modules/activity/schema';
export * from '../modules/demand/schema';

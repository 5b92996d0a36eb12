// What a login answers about the user (docs/product.md §3 userInfo): built by home (home/user-info.ts)
// from the unread messages and the open activities, domains that themselves import passport's users.
// So passport does not import home: the route table hands the builder to the login routes
// (passport/phone, passport/ticket), and the dependency runs home -> passport only.
import type { ApiUserInfo } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import type { User } from './users';

export type UserInfoOf = (db: Db, user: User) => Promise<ApiUserInfo>;

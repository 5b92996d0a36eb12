// Wire types of the user's messages (/user/message; docs/product.md §7 user/message/*).
import type { ApiPage } from '@/contract/api-types';

export type ApiMessage = {
  id: number;
  title: string;
  /** Plain text: shown as text, never as HTML. */
  body: string;
  /** A path on this site the message leads to (e.g. /live/3), or null. */
  link: string | null;
  /** Whether the user has read it (unread ones are marked in the list). */
  read: boolean;
  /** Seconds since the epoch. */
  createdAt: number;
};

/** user/message/list: newest first, with the unread count for the navigation badge. */
export type ApiMessageList = ApiPage<ApiMessage> & { noRead: number };

/** read/{id}, readAll and delete answer the unread count after the change. */
export type ApiMessageChange = { noRead: number; changed: number };

/** Messages one delete may remove (docs/product.md §9: the form parser's arrayLimit is 20). */
export const MESSAGE_DELETE_MAX = 20;
/** Messages per page of the list. */
export const MESSAGE_PAGE_SIZE = 10;

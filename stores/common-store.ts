// The common store (docs/product.md §3 "Common store"; docs/architecture.md §5 "Store"). Created per request on the server and
// once in the browser, never at module level: a shared store would leak one visitor's data into
// another's page.
import { createStore } from 'zustand/vanilla';
import type { ApiCategory, ApiOptions, ApiUserInfo } from '@/contract/api-types';
import { buildMainMenu, buildUserMenu, type MenuItem, type UserLink } from '@/lib/menu';

/** What a page's props carry so the store can be made from data (never the store itself). */
export type CommonProps = {
  categories: ApiCategory[];
  userInfo: ApiUserInfo;
  options?: ApiOptions;
  /** docs/product.md §4: the invite code the server saw (address or cookie), for login links it renders. */
  invite?: string | null;
};

export type CommonState = {
  /** Dictionary options keyed by name (optionsBatch). */
  options: ApiOptions;
  /** The category tree from home/common. */
  categories: ApiCategory[];
  /** The main menu, derived from the categories and userInfo. */
  menus: MenuItem[];
  /** The user menu, derived from userInfo. */
  userList: UserLink[];
  /** Who is looking: login state, scope, unread count, whether an activity exists. */
  userInfo: ApiUserInfo;
  /** docs/product.md §4: the invite code as the server saw it; the browser's own copy wins after start (useInvite). */
  invite: string | null;
};

export type CommonActions = {
  /** Replace the user info and rebuild both menus from it (SSO, login, logout). */
  setUserInfo: (userInfo: ApiUserInfo) => void;
  /** Set the unread message count shown in the navigation. */
  setUnread: (count: number) => void;
  /** Merge dictionary options loaded later (optionsBatch). */
  mergeOptions: (options: ApiOptions) => void;
  /** Take the data of a newly loaded page (client-side navigation). */
  hydrate: (props: CommonProps) => void;
};

export type CommonStore = ReturnType<typeof createCommonStore>;

export const guestUserInfo: ApiUserInfo = { login: false, scope: 0, sso: false, message: 0, existActivity: false };

function derive(props: CommonProps): Omit<CommonState, 'options' | 'invite'> {
  return {
    categories: props.categories,
    userInfo: props.userInfo,
    menus: buildMainMenu(props.categories, props.userInfo),
    userList: buildUserMenu(props.userInfo),
  };
}

export function createCommonStore(initial: CommonProps) {
  return createStore<CommonState & CommonActions>()((set, get) => ({
    options: initial.options ?? {},
    invite: initial.invite ?? null,
    ...derive(initial),
    setUserInfo: (userInfo) => set(derive({ categories: get().categories, userInfo })),
    setUnread: (count) => set({ userInfo: { ...get().userInfo, message: count } }),
    mergeOptions: (options) => set({ options: { ...get().options, ...options } }),
    hydrate: (props) =>
      set({
        ...derive(props),
        options: props.options ? { ...get().options, ...props.options } : get().options,
        invite: props.invite ?? get().invite,
      }),
  }));
}

// React binding of the common store: one store per render tree, handed down by context (the zustand
// pattern for Next.js).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { getInvite } from '@/lib/invite';
import { whenIdle } from '@/lib/when-idle';
import { createCommonStore, type CommonActions, type CommonProps, type CommonState, type CommonStore } from './common-store';

const CommonStoreContext = createContext<CommonStore | null>(null);

export function CommonStoreProvider({ initial, children }: { initial: CommonProps; children: ReactNode }) {
  // Made once per tree: per request on the server, once per visit in the browser.
  const [store] = useState(() => createCommonStore(initial));
  return <CommonStoreContext.Provider value={store}>{children}</CommonStoreContext.Provider>;
}

export function useCommonStore<T>(selector: (state: CommonState & CommonActions) => T): T {
  const store = useContext(CommonStoreContext);
  if (!store) throw new Error('useCommonStore needs a CommonStoreProvider above it');
  return useStore(store, selector);
}

/** The store itself, for effects that need getState/setState outside render. */
export function useCommonStoreApi(): CommonStore {
  const store = useContext(CommonStoreContext);
  if (!store) throw new Error('useCommonStoreApi needs a CommonStoreProvider above it');
  return store;
}

/**
 * docs/product.md §4/7: the invite code to append to login addresses. While hydrating, what the server saw (the
 * address or the cookie), so server-rendered links carry it and match; then the browser's stored code,
 * which ClientEffects captures from the address at start.
 */
export function useInvite(): string | null {
  const fromServer = useCommonStore((s) => s.invite);
  const [stored, setStored] = useState<string | null>(null);
  // Web storage and cookies are read once the browser is idle, not while the page hydrates (lib/when-idle.ts).
  useEffect(() => whenIdle(() => setStored(getInvite())), []);
  return stored ?? fromServer;
}

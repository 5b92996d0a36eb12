// A value read in the browser (after hydration) and a fixed one during server rendering, without a
// setState in an effect: React renders the server value first, then the browser's.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

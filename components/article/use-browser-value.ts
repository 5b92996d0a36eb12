// A value only the browser knows (whether it can show PDFs, whether the page has hydrated), without a
// setState-in-effect: the server and the hydration pass see `serverValue`, the browser then its own.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

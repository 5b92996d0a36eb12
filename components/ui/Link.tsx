import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The router's link without prefetching on sight. Next's own link fetches and then runs the script of every
 * page linked from the screen once it is idle; on a cheap phone that is the main thread's longest work after the
 * first paint (docs/architecture.md §7). A link still prefetches when pointed at or touched, so the next page's
 * script is usually there by the time of the click.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}

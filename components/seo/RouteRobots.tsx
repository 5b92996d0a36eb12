// Pages that are not public in the route table (user pages, success pages, login, search, operator
// tools) tell crawlers not to index them, whatever the page itself renders (docs/product.md §2 "public" flag).
import Head from 'next/head';
import type { RouteDef } from '@/lib/routes';

export function RouteRobots({ route }: { route: RouteDef | undefined }) {
  if (!route || route.isPublic) return null;
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

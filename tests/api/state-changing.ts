// Every endpoint that changes something (whatever answers a method other than GET), with its path
// parameters filled in: for rules that must hold on all of them, such as the origin check.
import { apiRoutes } from '@/server/routes';

export const stateChangingRoutes = Object.entries(apiRoutes)
  .filter(([, route]) => (route.methods ?? ['POST']).some((m) => m !== 'GET'))
  .map(([pattern, route]) => ({
    path: pattern.replace(/:\w+/g, '1'),
    method: (route.methods ?? ['POST']).find((m) => m !== 'GET') as 'POST' | 'PUT' | 'DELETE',
  }));

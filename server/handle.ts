// The built-in academy API's entry: pages/api/med/[...path].ts hands every request here.
// `dispatchApi` takes and gives plain data, for an in-process caller (e.g. an SSR axios adapter).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from './startup';
import { createDispatcher } from './http/dispatch';
import { serveNode } from './http/node';
import { apiRoutes } from './routes';

export type { ApiRequest, ApiResponse } from './http/dispatch';

export const dispatchApi = createDispatcher(apiRoutes, { getDb });

export function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return serveNode(dispatchApi, req, res);
}

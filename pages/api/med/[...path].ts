// The single Next.js entry of the built-in academy API (docs/architecture.md §2): everything under /api/med/ goes to
// server/, which parses the body itself (qs limits), so Next's body parser is off.
import type { NextApiRequest, NextApiResponse } from 'next';
import { handleApiRequest } from '@/server/handle';
import { apiUrlOf } from '@/server/http/rewritten-url';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // /sitemap.xml and /robots.txt arrive here rewritten, with the visitor's address in req.url.
  req.url = apiUrlOf(req.url ?? '/', req.query.path);
  return handleApiRequest(req, res);
}

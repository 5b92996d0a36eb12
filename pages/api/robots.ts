// /robots.txt (rewritten by next.config.js), written from the page route table by lib/robots.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getEnv } from '@/contract/env';
import { renderRobots } from '@/lib/robots';

export default function handler(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.end();
    return;
  }
  const body = renderRobots(getEnv().SITE_URL.replace(/\/$/, ''));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(req.method === 'HEAD' ? undefined : body);
}

// A small S3-compatible server for tests (the role MinIO, OSS or COS plays in production): PutObject,
// GetObject, HeadObject and DeleteObject with path-style addresses (/<bucket>/<key>), objects kept in
// memory. It refuses any request without a SigV4 Authorization header naming the expected access key,
// so a client that forgot its credentials (or signs for another key) fails here as it would there.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Object key -> stored bytes and type. */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** "METHOD /bucket/key" of each request, in order. */
  requests: string[];
  close(): Promise<void>;
};

const SIGV4 = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/;

function xmlError(res: http.ServerResponse, status: number, code: string, method: string): void {
  res.statusCode = status;
  if (method === 'HEAD') {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

export async function startS3StandIn(opts: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {}): Promise<S3StandIn> {
  const bucket = opts.bucket ?? 'med-test';
  const accessKeyId = opts.accessKeyId ?? 'TESTACCESSKEY';
  const secretAccessKey = opts.secretAccessKey ?? 'test-secret-key-0123456789';
  const region = opts.region ?? 'cn-test-1';
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: string[] = [];

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const auth = SIGV4.exec(String(req.headers.authorization ?? ''));
      if (!auth || auth[1] !== accessKeyId || auth[2] !== region || !req.headers['x-amz-date']) {
        xmlError(res, 403, 'AccessDenied', method);
        return;
      }
      const [, b, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (b !== bucket) return xmlError(res, 404, 'NoSuchBucket', method);
      if (!key) return xmlError(res, 400, 'InvalidRequest', method);
      const obj = objects.get(key);
      const etag = obj ? `"${createHash('md5').update(obj.bytes).digest('hex')}"` : '';
      switch (method) {
        case 'PUT': {
          if (req.headers['if-none-match'] === '*' && obj) return xmlError(res, 412, 'PreconditionFailed', method);
          const bytes = Buffer.concat(chunks);
          objects.set(key, { bytes, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
          res.setHeader('ETag', `"${createHash('md5').update(bytes).digest('hex')}"`);
          res.end();
          return;
        }
        case 'GET':
        case 'HEAD':
          if (!obj) return xmlError(res, 404, method === 'HEAD' ? 'NotFound' : 'NoSuchKey', method);
          res.setHeader('Content-Type', obj.contentType);
          res.setHeader('Content-Length', obj.bytes.length);
          res.setHeader('ETag', etag);
          res.setHeader('Last-Modified', new Date().toUTCString());
          res.end(method === 'GET' ? obj.bytes : undefined);
          return;
        case 'DELETE':
          objects.delete(key);
          res.statusCode = 204;
          res.end();
          return;
        default:
          xmlError(res, 405, 'MethodNotAllowed', method);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket, accessKeyId, secretAccessKey, region, objects, requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The process environment that points the server's storage at the stand-in. */
export function s3Env(s3: S3StandIn): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_FORCE_PATH_STYLE: 'true',
  };
}

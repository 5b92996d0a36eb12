// A bounded closed-loop load generator: `connections` workers each send a request, wait for the whole
// answer, and send the next, until the time is up. Loopback only (the bench never targets anything else).
import http from 'node:http';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!/^127\.\d+\.\d+\.\d+$/.test(host) && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`bench: refusing to send load to ${host}: loopback only`);
  }
}

function once(agent, url, { method, headers, body }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      res.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end(body);
  });
}

async function loop(agent, url, request, connections, durationMs) {
  const deadline = Date.now() + durationMs;
  const latencies = [];
  const statuses = {};
  const worker = async () => {
    while (Date.now() < deadline) {
      const { status, ms } = await once(agent, url, request);
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, statuses, elapsedMs: Date.now() - started };
}

/**
 * Warms up, then measures `url` for durationMs with `connections` concurrent keep-alive connections.
 * Returns requests per second, latency percentiles in ms, and the count of answers per status
 * (status 0: a network error or a 30 s timeout).
 */
export async function measure(url, { method = 'GET', headers = {}, body, connections = 8, durationMs = 10_000, warmupMs = 2_000 } = {}) {
  assertLoopback(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = { method, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers, body };
  try {
    if (warmupMs > 0) await loop(agent, url, request, connections, warmupMs);
    const { latencies, statuses, elapsedMs } = await loop(agent, url, request, connections, durationMs);
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: (latencies.length * 1000) / elapsedMs,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      statuses,
    };
  } finally {
    agent.destroy();
  }
}

// Turns the bench's measurements into the Markdown table it prints and writes to bench/results/.
import os from 'node:os';

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const statuses = (s) =>
  Object.entries(s ?? {})
    .map(([code, count]) => `${code === '0' ? 'error' : code}×${count}`)
    .join(' ');

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export function renderReport({ meta, ssr, api, js, notes }) {
  const base = ssr.find((r) => r.baseline)?.result;
  const ssrRows = ssr.map(({ name, result, error }) =>
    result
      ? [
          name,
          fixed(result.rps),
          fixed(result.p50),
          fixed(result.p99),
          base ? `${fixed(result.rps / base.rps, 2)}×` : '–',
          base ? `${fixed(result.p50 / base.p50, 2)}×` : '–',
          statuses(result.statuses),
        ]
      : [name, '–', '–', '–', '–', '–', `not measured: ${error}`],
  );
  const apiRows = api.map(({ name, result, error }) =>
    result ? [name, fixed(result.p50), fixed(result.p99), fixed(result.rps), statuses(result.statuses)] : [name, '–', '–', '–', `not measured: ${error}`],
  );
  const jsRows = js.map(({ name, result, error }) =>
    result ? [name, String(result.status), String(result.scripts), fixed(result.gzipBytes / 1024)] : [name, '–', '–', `not measured: ${error}`],
  );
  return [
    '# Bench results',
    '',
    `${meta.date} · Node ${process.version} · next ${meta.next} · react ${meta.react} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
    `Site build: ${meta.siteBuild}`,
    '',
    `## Server-side rendering (closed loop, ${meta.connections} connections, ${meta.seconds} s after ${meta.warmup} s warm-up)`,
    '',
    table(['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs baseline', 'p50 vs baseline', 'statuses'], ssrRows),
    '',
    `## API latency (POST, guest, 1 connection, ${meta.apiSeconds} s)`,
    '',
    table(['endpoint', 'p50 ms', 'p99 ms', 'req/s', 'statuses'], apiRows),
    '',
    '## First-load JavaScript (gzipped `<script src>` files, noModule skipped)',
    '',
    table(['page', 'status', 'scripts', 'gzip KiB'], jsRows),
    ...(notes.length ? ['', '## Notes', '', ...notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
}

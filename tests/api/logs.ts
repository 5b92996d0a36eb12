// Captures the server log (server/log.ts) in a test: every JSON line written until restore().
import { setLogSink } from '@/server/log';

export type LogLine = { level: string; msg: string; reqId?: string; [key: string]: unknown };

export function captureLogs(): { lines: LogLine[]; messages: () => string[]; restore: () => void } {
  const lines: LogLine[] = [];
  const restore = setLogSink((line) => void lines.push(JSON.parse(line) as LogLine));
  return { lines, messages: () => lines.map((l) => l.msg), restore };
}

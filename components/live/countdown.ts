// The countdown's arithmetic, apart from React so it can be tested and so the server and the browser
// print the same text for the same moment.

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

export function splitRemaining(totalSeconds: number): Remaining {
  const t = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(t / 86400),
    hours: Math.floor((t % 86400) / 3600),
    minutes: Math.floor((t % 3600) / 60),
    seconds: t % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2天 03:04:05", or "03:04:05" under a day. */
export function formatRemaining(totalSeconds: number): string {
  const r = splitRemaining(totalSeconds);
  const clock = `${pad(r.hours)}:${pad(r.minutes)}:${pad(r.seconds)}`;
  return r.days > 0 ? `${r.days}天 ${clock}` : clock;
}

/** What a screen reader hears: "2天3小时4分钟" (seconds left out, they change too fast to be useful). */
export function describeRemaining(totalSeconds: number): string {
  const r = splitRemaining(totalSeconds);
  if (totalSeconds < 60) return '不到1分钟';
  return `${r.days ? `${r.days}天` : ''}${r.hours ? `${r.hours}小时` : ''}${r.minutes}分钟`;
}

/** mm:ss or h:mm:ss for a chapter offset. */
export function formatOffset(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

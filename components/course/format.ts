// Lengths as the course pages show them.

/** A lesson's length as a clock: 9:05, 1:02:03. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A course's total length in words: 3小时25分钟, 45分钟. */
export function formatTotal(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}分钟`;
  return m ? `${h}小时${m}分钟` : `${h}小时`;
}

/** How far a learner got in a lesson, in words. */
export function progressText(progress: { finished: boolean; watched: number; duration: number } | null): string {
  if (!progress) return '';
  if (progress.finished) return '已学完';
  if (progress.duration > 0) return `已学${Math.min(99, Math.floor((progress.watched / progress.duration) * 100))}%`;
  return '学习中';
}

// Who may play a lesson, and where the player starts: the course rules in one place, free of the
// database so that they are easy to test and the same for every endpoint.
import type { ApiVideoProgress } from '@/contract/wire/course';

/**
 * A free course is open to everyone (guests too; only logged-in users get their progress saved). In a
 * paid course the preview lesson (the first) is open to everyone, the rest only to enrolled users.
 */
export function canWatchLesson(course: { priceFen: number }, video: { isFree: boolean }, enrolled: boolean): boolean {
  return course.priceFen === 0 || video.isFree || enrolled;
}

/** Seconds near the end that count as "watched to the end" (a return starts the lesson again); less for short clips. */
const END_SLACK_SECONDS = 2;

/** Where the player starts: the saved position, unless there is none or it is at the very end. */
export function resumePosition(progress: ApiVideoProgress | null): number {
  if (!progress || progress.position < 1) return 0;
  const slack = Math.min(END_SLACK_SECONDS, progress.duration / 10);
  if (progress.duration > 0 && progress.position >= progress.duration - slack) return 0;
  return progress.position;
}

/** Payment for a paid course happens outside the site (docs/product.md §2: the pay route stays 404). */
export function payNote(priceFen: number, phone: string): string {
  if (priceFen === 0) return '';
  return (
    `本课程费用 ¥${(priceFen / 100).toLocaleString('zh-CN')}，本站不在线收费。学院工作人员将在 3 个工作日内与您联系，` +
    `可选择单位对公转账或参加培训时现场缴费，缴费确认后可在个人中心“发票管理”申请电子发票。报名后即可学习全部课时，如有疑问请致电 ${phone}。`
  );
}

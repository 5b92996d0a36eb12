// What a visitor can do on a course page: enrol (logged in), log in to enrol (guest), start or go on
// learning, preview a paid course. A paid course states its fee and how it is paid, and asks before
// enrolling (as a class's sign-up form does); enrolling goes on to the success page.
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { confirmDialog } from '@/lib/confirm';
import { getBrowserApiClient } from '@/lib/http';
import type { ApiCourseDetail } from '@/contract/wire/course';
import styles from './course.module.css';
import { buttonClass } from '@/components/ui/Button';
import { groupedNumber } from '@/lib/grouped-number';

type Props = {
  course: Pick<ApiCourseDetail, 'id' | 'price' | 'enrolled' | 'nextLessonId'>;
  login: boolean;
};

export function CourseActions({ course, login }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const isFree = course.price === 0;
  const lesson = course.nextLessonId ? `/video/${course.nextLessonId}` : null;

  const enrol = async () => {
    if (!isFree) {
      const ok = await confirmDialog({
        title: '确认报名',
        content: `本课程费用 ¥${groupedNumber(course.price)}。本站不在线收费：报名后学院将与您联系，可单位对公转账或现场缴费；缴费确认前，学习中心显示为“待缴费”。确定报名吗？`,
        confirmText: '确认报名',
        cancelText: '再想想',
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      await getBrowserApiClient().call(`course/enrol/${course.id}`);
      await router.push(`/course/success/${course.id}`);
    } catch {
      // The shared client has already told the visitor (toast, or the login page for code 1001).
      setBusy(false);
    }
  };

  if (course.enrolled) {
    return (
      <div className={styles.actions}>
        {lesson ? (
          <Link href={lesson} className={buttonClass({ variant: 'primary' })}>
            继续学习
          </Link>
        ) : null}
        <Link href={`/course/success/${course.id}`} className={buttonClass({ variant: 'secondary' })}>
          我的报名
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {login ? (
        <button type="button" className={buttonClass({ variant: 'primary' })} onClick={enrol} disabled={busy} aria-busy={busy}>
          {busy ? '正在报名…' : isFree ? '免费报名' : '立即报名'}
        </button>
      ) : (
        <Link href={`/login?url=${encodeURIComponent(`/course/${course.id}`)}`} className={buttonClass({ variant: 'primary' })}>
          登录后报名
        </Link>
      )}
      {lesson ? (
        <Link href={lesson} className={buttonClass({ variant: 'secondary' })}>
          {isFree ? '立即学习' : '免费试看'}
        </Link>
      ) : null}
    </div>
  );
}

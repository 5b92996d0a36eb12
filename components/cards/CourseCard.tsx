import Link from '@/components/ui/Link';
import type { ApiCourseCard } from '@/contract/api-types';
import styles from './cards.module.css';
import { formatPrice } from './format';
import { cardClass, coverClass } from '@/components/ui/Card';

/** `level`: 2 where the card list sits right under the page's h1, 3 under a section's h2 (the default). */
export function CourseCard({ course, level = 3 }: { course: ApiCourseCard; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Link href={`/course/${course.id}`} className={cardClass({ padding: 'none', tile: true, className: styles.card })}>
      <div className={coverClass({ className: styles.cover })}>
        <img src={course.cover} alt="" width={480} height={270} loading="lazy" />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{course.title}</Heading>
        <p className={styles.meta}>
          {course.lecturer} · {course.lessons}课时
        </p>
        <div className={styles.foot}>
          <span className={course.price > 0 ? styles.price : styles.free}>{formatPrice(course.price)}</span>
          <span>{course.learners}人学习</span>
        </div>
      </div>
    </Link>
  );
}

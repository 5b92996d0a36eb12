import Link from 'next/link';
import type { ApiCourseCard } from '@/lib/api-types';
import styles from './cards.module.css';
import { formatPrice } from './format';

export function CourseCard({ course }: { course: ApiCourseCard }) {
  return (
    <Link href={`/course/${course.id}`} className={styles.card}>
      <div className={styles.cover}>
        <img src={course.cover} alt="" width={480} height={270} loading="lazy" />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{course.title}</h3>
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

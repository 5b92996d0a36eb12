import type { ApiLecturer } from '@/contract/wire/course';
import styles from './LecturerCard.module.css';

export function LecturerCard({ lecturer }: { lecturer: ApiLecturer }) {
  return (
    <div className={styles.lecturer}>
      <img src={lecturer.avatar} alt={`${lecturer.name}照片`} width={72} height={72} className={styles.avatar} loading="lazy" />
      <div>
        <p className={styles.lecturerName}>
          {lecturer.name}
          <span className={styles.lecturerTitle}>{lecturer.title}</span>
        </p>
        <p className={styles.lecturerUnit}>{lecturer.workUnit}</p>
        <p className={styles.lecturerIntro}>{lecturer.intro}</p>
      </div>
    </div>
  );
}

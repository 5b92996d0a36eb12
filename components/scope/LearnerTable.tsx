// A course's learners and their progress (/user/course?id=), paged, with the whole list as CSV.
import { Pager } from '@/components/ui/Pager';
import { formatDate, formatDateTime } from '@/contract/time';
import type { ApiCourseLearners } from '@/contract/wire/user-course';
import { watchedText } from './format';
import { LearnerCells, LearnerPanel } from './LearnerPanel';
import { ListedItemHead } from './ListedItemHead';
import styles from './scope.module.css';

export function LearnerTable({ data }: { data: ApiCourseLearners }) {
  const { course } = data;
  const first = (data.page - 1) * data.pageSize;
  return (
    <>
      <ListedItemHead
        id="course-title"
        title={course.title}
        meta={
          <>
            <span>主讲：{course.lecturer}</span>
            <span>{course.lessons} 课时</span>
            <span>
              报名 {course.enrolled} 人，已学完 {course.finished} 人
            </span>
          </>
        }
        csv={{ url: data.csvUrl, label: '导出学习进度（CSV）' }}
        page={{ href: `/course/${course.id}`, label: '课程详情' }}
      />
      <LearnerPanel
        id="learners-title"
        title="学员学习进度"
        isEmpty={data.list.length === 0}
        count={data.total}
        empty={{ title: '还没有学员报名本课程', text: '学员报名学习后，会在这里显示学习进度。' }}
        columns={['报名时间', '学习进度', '已学时长', '最近学习']}
        footer={<Pager path="/user/course" page={data.page} pageSize={data.pageSize} total={data.total} query={{ id: String(course.id) }} />}
      >
        {data.list.map((l, i) => (
          <tr key={l.enrolmentId}>
            <LearnerCells number={first + i + 1} name={l.name} phone={l.phone} workUnit={[l.workUnit, l.department].filter(Boolean).join(' · ') || '—'} />
            <td data-label="报名时间" className={styles.nowrap}>
              {formatDate(l.enrolledAt)}
            </td>
            <td data-label="学习进度">
              <div>
                {l.percent >= 100 ? (
                  <span className={styles.badge}>已学完</span>
                ) : (
                  <span>
                    {l.lessonsFinished}/{course.lessons} 课时（{l.percent}%）
                  </span>
                )}
                <span className={styles.progress} role="progressbar" aria-valuenow={l.percent} aria-valuemin={0} aria-valuemax={100} aria-label={`${l.name}的学习进度`}>
                  <span style={{ width: `${l.percent}%` }} />
                </span>
              </div>
            </td>
            <td data-label="已学时长" className={styles.nowrap}>
              {watchedText(l.studiedSeconds)}
            </td>
            <td data-label="最近学习" className={styles.nowrap}>
              {l.lastStudyAt ? formatDateTime(l.lastStudyAt) : '尚未开始'}
            </td>
          </tr>
        ))}
      </LearnerPanel>
    </>
  );
}

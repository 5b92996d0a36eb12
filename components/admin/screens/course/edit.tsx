// /admin/course/[id]: a course's form with its chapters and lessons (id "new" opens an empty one).
import { Tag } from 'antd';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { CourseForm } from '@/components/admin/course/CourseForm';
import { PublishedTag } from '@/components/admin/ListActions';
import type { AdminProps } from '@/loaders/admin';
import { type AdminCourseEditProps } from '@/loaders/admin-course';

export default function AdminCourseEditPage({ staff, options, course }: AdminProps & AdminCourseEditProps) {
  const extra = course ? (
    <>
      <PublishedTag isPublished={course.isPublished} />
      <Tag>学员 {course.enrolments} 人</Tag>
      {course.isPublished && <a href={`/course/${course.id}`} target="_blank" rel="noreferrer">查看公开页面</a>}
    </>
  ) : undefined;
  return (
    <AdminLayout staff={staff} title={course ? `编辑课程：${course.title}` : '新建课程'} extra={extra}>
      <CourseForm key={course?.id ?? 'new'} course={course} options={options} />
    </AdminLayout>
  );
}

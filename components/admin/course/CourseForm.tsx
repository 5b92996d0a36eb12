// The course form (admin/course/save): the course's fields and its chapters and lessons in order. Chapters
// and lessons are added, moved up and down and removed in place; a lesson's video is an https/HLS address
// or an upload. Lessons keep their ids across saves (learners' progress hangs on them). A refusal of a field,
// nested ones included ("chapters.0.lessons.1.src：..."), is shown under that field.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Tooltip } from 'antd';
import { COURSE_LIMITS as L, type ApiAdminCourse, type ApiAdminCourseOptions } from '@/contract/wire/admin-course';
import { ConsoleForm, TagSelect } from '../ConsoleForm';
import { DescriptionFields } from './DescriptionFields';
import { VideoField } from './VideoField';
import styles from './CourseForm.module.css';
import { FieldCol } from '@/components/admin/FieldCol';

type LessonValues = { id?: number; title: string; src: string; durationSeconds: number | null; isFree: boolean };
type ChapterValues = { id?: number; title: string; lessons: LessonValues[] };
type Values = {
  title: string; subject?: string; lecturerId?: number; cover: string; summary: string; intro: string; price: number | null;
  credit: string; isRecommended: boolean; isPublished: boolean; tagIds: number[]; chapters: ChapterValues[];
};

function initialValues(course: ApiAdminCourse | null): Values {
  if (!course) {
    return {
      title: '', cover: '', summary: '', intro: '', price: 0, credit: '', isRecommended: false, isPublished: false, tagIds: [],
      chapters: [{ title: '第一章', lessons: [] }],
    };
  }
  return { ...course, chapters: course.chapters.map((c) => ({ ...c, lessons: c.lessons.map((l) => ({ ...l })) })) };
}

/** The form's values as the API's form body (yes/no as 1/0, numbers as text, lists as qs arrays). */
function toBody(v: Values): Record<string, unknown> {
  return {
    title: v.title, subject: v.subject ?? '', lecturerId: v.lecturerId ? String(v.lecturerId) : '', cover: v.cover,
    summary: v.summary, intro: v.intro ?? '', price: String(v.price ?? 0), credit: v.credit ?? '',
    isRecommended: v.isRecommended ? '1' : '0', isPublished: v.isPublished ? '1' : '0',
    tagIds: (v.tagIds ?? []).map(String),
    chapters: (v.chapters ?? []).map((c) => ({
      ...(c.id ? { id: String(c.id) } : {}),
      title: c.title ?? '',
      lessons: (c.lessons ?? []).map((l) => ({
        ...(l.id ? { id: String(l.id) } : {}),
        title: l.title ?? '', src: l.src ?? '', durationSeconds: l.durationSeconds == null ? '' : String(l.durationSeconds),
        isFree: l.isFree ? '1' : '0',
      })),
    })),
  };
}

function MoveButtons({ index, count, move, remove, what }: { index: number; count: number; move: (from: number, to: number) => void; remove: () => void; what: string }) {
  return (
    <Space size={0}>
      <Tooltip title={`${what}上移`}>
        <Button type="text" size="small" aria-label={`${what}上移`} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} />
      </Tooltip>
      <Tooltip title={`${what}下移`}>
        <Button type="text" size="small" aria-label={`${what}下移`} icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
      </Tooltip>
      <Tooltip title={`删除${what}`}>
        <Button type="text" size="small" danger aria-label={`删除${what}`} icon={<DeleteOutlined />} onClick={remove} />
      </Tooltip>
    </Space>
  );
}

export const savedText = (v: { isPublished: boolean }) => (v.isPublished ? '已保存并发布' : '已保存（未发布）');

export function CourseForm({ course, options }: { course: ApiAdminCourse | null; options: ApiAdminCourseOptions }) {
  const [form] = Form.useForm<Values>();
  return (
    <ConsoleForm<Values>
      form={form} path="admin/course/save" listHref="/admin/course" id={course?.id} initialValues={initialValues(course)}
      toBody={toBody} savedText={savedText}
    >
      <Card title="基本信息" className={styles.card}>
        <Row gutter={16}>
          <FieldCol lg={12} name="title" label="课程名称" requiredText="请填写课程名称" rules={[{ max: L.title }]}>
            <Input maxLength={L.title} showCount />
          </FieldCol>
          <FieldCol xs={12} lg={6} name="subject" label="课程分类" requiredText="请选择课程分类">
            <Select options={options.subjects} placeholder="请选择" />
          </FieldCol>
          <Col xs={12} lg={6}>
            <Form.Item name="lecturerId" label="讲师" rules={[{ required: true, message: '请选择讲师' }]}>
              <Select
                showSearch optionFilterProp="label" placeholder="请选择"
                options={options.lecturers.map((p) => ({ value: p.id, label: `${p.name}（${p.title}）` }))}
              />
            </Form.Item>
          </Col>
          <FieldCol lg={12} name="cover" label="封面图片地址" requiredText="请填写封面图片地址" extra="本站图片路径（/images/...）或 https 地址">
            <Input placeholder="/images/course/cover.jpg" />
          </FieldCol>
          <FieldCol xs={12} lg={4} name="price" label="价格（元）" extra="0 为免费" requiredText="请填写价格">
            <InputNumber min={0} max={L.priceYuan} precision={2} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol xs={12} lg={8} name="credit" label="学分说明">
            <Input maxLength={L.credit} placeholder="如：Ⅱ类学分 2分" />
          </FieldCol>
          <DescriptionFields summaryMax={L.summary} introLabel="课程介绍" introExtra="课程页面显示的介绍；保存时按站点规则清理" />
          <FieldCol lg={12} name="tagIds" label="标签">
            <TagSelect tags={options.tags} />
          </FieldCol>
          <FieldCol xs={12} lg={6} name="isRecommended" label="首页推荐" valuePropName="checked">
            <Switch />
          </FieldCol>
          <FieldCol xs={12} lg={6} name="isPublished" label="发布" valuePropName="checked" extra="关闭后公众页面、搜索、标签页和网站地图都不再显示">
            <Switch checkedChildren="已发布" unCheckedChildren="未发布" />
          </FieldCol>
        </Row>
      </Card>

      <Form.List name="chapters">
        {(chapters, { add: addChapter, remove: removeChapter, move: moveChapter }) => (
          <Card
            title="章节与课时" className={styles.card}
            extra={<Button icon={<PlusOutlined />} onClick={() => addChapter({ title: `第${chapters.length + 1}章`, lessons: [] })}>添加章节</Button>}
          >
            {chapters.length === 0 && <p className={styles.empty}>还没有章节。发布前请至少添加一个课时。</p>}
            {chapters.map((chapter, ci) => (
              <div key={chapter.key} className={styles.chapter} data-testid="chapter">
                <div className={styles.chapterHead}>
                  <span className={styles.index}>{ci + 1}</span>
                  <Form.Item name={[chapter.name, 'title']} rules={[{ required: true, message: '请填写章节名称' }]} className={styles.grow}>
                    <Input placeholder="章节名称" aria-label={`第${ci + 1}章名称`} />
                  </Form.Item>
                  <MoveButtons index={ci} count={chapters.length} move={moveChapter} remove={() => removeChapter(chapter.name)} what="章节" />
                </div>
                <Form.List name={[chapter.name, 'lessons']}>
                  {(lessons, { add, remove, move }) => (
                    <>
                      {lessons.map((lesson, li) => (
                        <div key={lesson.key} className={styles.lesson} data-testid="lesson">
                          <span className={styles.lessonIndex}>{ci + 1}.{li + 1}</span>
                          <Form.Item name={[lesson.name, 'title']} rules={[{ required: true, message: '请填写课时名称' }]} className={styles.lessonTitle}>
                            <Input placeholder="课时名称" aria-label={`课时 ${ci + 1}.${li + 1} 名称`} />
                          </Form.Item>
                          <Form.Item name={[lesson.name, 'src']} rules={[{ required: true, message: '请填写视频地址或上传视频' }]} className={styles.lessonSrc}>
                            <VideoField
                              onDuration={(s) => form.setFieldValue(['chapters', chapter.name, 'lessons', lesson.name, 'durationSeconds'], s)}
                            />
                          </Form.Item>
                          <Form.Item name={[lesson.name, 'durationSeconds']} rules={[{ required: true, message: '请填写时长' }]} className={styles.lessonDuration}>
                            <InputNumber min={1} max={L.lessonSeconds} placeholder="时长" addonAfter="秒" aria-label={`课时 ${ci + 1}.${li + 1} 时长（秒）`} />
                          </Form.Item>
                          <Form.Item name={[lesson.name, 'isFree']} valuePropName="checked" className={styles.lessonFree}>
                            <Switch checkedChildren="试看" unCheckedChildren="试看" aria-label={`课时 ${ci + 1}.${li + 1} 免费试看`} />
                          </Form.Item>
                          <MoveButtons index={li} count={lessons.length} move={move} remove={() => remove(lesson.name)} what="课时" />
                        </div>
                      ))}
                      <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ title: '', src: '', durationSeconds: null, isFree: false })} className={styles.addLesson}>
                        添加课时
                      </Button>
                    </>
                  )}
                </Form.List>
              </div>
            ))}
          </Card>
        )}
      </Form.List>
    </ConsoleForm>
  );
}

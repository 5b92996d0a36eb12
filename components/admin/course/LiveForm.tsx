// The live broadcast form (admin/live/save): title, speaker, time, stream address, replay video (uploaded or
// an address), tags and publishing. The state follows from the times: this form keeps it, and the buttons at
// the top move it on (start now, end now) through admin/live/state.
import { Alert, App, Button, Card, Form, Input, Row, Space, Switch, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/router';
import { LIVE_LIMITS as L, LIVE_STATE_LABELS, type ApiAdminCourseOptions, type ApiAdminLive } from '@/contract/wire/admin-course';
import { ConsoleForm, TagSelect } from '../ConsoleForm';
import { PublishedTag } from '../ListActions';
import { TimeCol } from '../training/form-parts';
import { savedText } from './CourseForm';
import { DescriptionFields } from './DescriptionFields';
import { changeLiveState, LIVE_STATE_COLORS } from './live-state';
import { VideoField } from './VideoField';
import styles from './CourseForm.module.css';
import { FieldCol } from '@/components/admin/FieldCol';

type Values = {
  title: string; cover: string; speaker: string; speakerTitle: string; summary: string; intro: string;
  startAt?: Dayjs; endAt?: Dayjs; streamSrc: string; replaySrc: string; isPublished: boolean; tagIds: number[];
};

function initialValues(live: ApiAdminLive | null): Values {
  if (!live) {
    return { title: '', cover: '', speaker: '', speakerTitle: '', summary: '', intro: '', streamSrc: '', replaySrc: '', isPublished: false, tagIds: [] };
  }
  return { ...live, startAt: dayjs.unix(live.startAt), endAt: dayjs.unix(live.endAt) };
}

function toBody(v: Values): Record<string, unknown> {
  return {
    title: v.title, cover: v.cover, speaker: v.speaker, speakerTitle: v.speakerTitle, summary: v.summary, intro: v.intro ?? '',
    startAt: v.startAt ? String(v.startAt.unix()) : '', endAt: v.endAt ? String(v.endAt.unix()) : '',
    streamSrc: v.streamSrc, replaySrc: v.replaySrc ?? '', isPublished: v.isPublished ? '1' : '0', tagIds: (v.tagIds ?? []).map(String),
  };
}

const STATE_HINT = {
  upcoming: '直播尚未开始；到开始时间自动开播，也可以提前“开始直播”。',
  live: '直播进行中；修改时间不能让它回到未开始或提前结束，结束请用“结束直播”。',
  ended: '直播已结束；填写或上传回放视频后，直播页面播放回放。',
} as const;

export function LiveForm({ live, options }: { live: ApiAdminLive | null; options: ApiAdminCourseOptions }) {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const router = useRouter();
  const reload = () => void router.replace(router.asPath);

  return (
    <>
      {live && (
        <Alert
          className={styles.card}
          type={live.state === 'live' ? 'error' : live.state === 'ended' ? 'info' : 'success'}
          showIcon
          message={
            <Space wrap>
              <span>当前状态</span>
              <Tag color={LIVE_STATE_COLORS[live.state]}>{LIVE_STATE_LABELS[live.state]}</Tag>
              <PublishedTag isPublished={live.isPublished} />
              <span>预约 {live.bookings} 人</span>
              {live.isPublished && <a href={`/live/${live.id}`} target="_blank" rel="noreferrer">查看公开页面</a>}
            </Space>
          }
          description={STATE_HINT[live.state]}
          action={
            live.state === 'upcoming' ? <Button onClick={() => changeLiveState({ modal, message, onDone: reload }, live, 'live')}>开始直播</Button>
              : live.state === 'live' ? <Button danger onClick={() => changeLiveState({ modal, message, onDone: reload }, live, 'ended')}>结束直播</Button>
                : undefined
          }
        />
      )}
      <ConsoleForm<Values>
        form={form} path="admin/live/save" listHref="/admin/live" id={live?.id} initialValues={initialValues(live)}
        toBody={toBody} savedText={savedText}
      >
        <Card title="直播信息" className={styles.card}>
          <Row gutter={16}>
            <FieldCol lg={12} name="title" label="直播标题" requiredText="请填写直播标题">
              <Input maxLength={L.title} showCount />
            </FieldCol>
            <FieldCol lg={12} name="cover" label="封面图片地址" requiredText="请填写封面图片地址" extra="本站图片路径（/images/...）或 https 地址">
              <Input placeholder="/images/live/cover.jpg" />
            </FieldCol>
            <FieldCol xs={12} lg={6} name="speaker" label="主讲人" requiredText="请填写主讲人">
              <Input maxLength={L.speaker} />
            </FieldCol>
            <FieldCol xs={12} lg={18} name="speakerTitle" label="主讲人单位与职务" requiredText="请填写主讲人单位与职务">
              <Input maxLength={L.speakerTitle} placeholder="如：郑州大学第一附属医院 心血管内科 主任医师" />
            </FieldCol>
            <TimeCol xs={12} lg={6} name="startAt" label="开始时间" requiredText="请选择开始时间" />
            <TimeCol xs={12} lg={6} name="endAt" label="结束时间" requiredText="请选择结束时间" />
            <FieldCol lg={12} name="tagIds" label="标签">
              <TagSelect tags={options.tags} />
            </FieldCol>
            <DescriptionFields summaryMax={L.summary} introLabel="直播介绍" introExtra="议程与主讲人介绍；保存时按站点规则清理" />
          </Row>
        </Card>
        <Card title="直播流与回放" className={styles.card}>
          <Row gutter={16}>
            <FieldCol lg={12} name="streamSrc" label="直播流地址" requiredText="请填写直播流地址" extra="https 的 HLS 地址（.m3u8）">
              <Input placeholder="https://live.example.com/stream.m3u8" />
            </FieldCol>
            <FieldCol lg={12} name="replaySrc" label="回放视频" extra="直播结束后播放；上传 MP4/WebM 或填写 https 地址">
              <VideoField />
            </FieldCol>
            <FieldCol name="isPublished" label="发布" valuePropName="checked" extra="关闭后直播列表、首页、搜索、标签页、日历和网站地图都不再显示">
              <Switch checkedChildren="已发布" unCheckedChildren="未发布" />
            </FieldCol>
          </Row>
        </Card>
      </ConsoleForm>
    </>
  );
}

// /admin: the console home (docs/product.md §10), open to every staff member: the numbers of their roles' work
// (admin/dashboard), today's live broadcasts and, for the registrar, 30 days of sign-ups and enrolments.
import { Card, Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import { STAFF_ROLE_LABELS } from '@/contract/staff';
import { formatDate } from '@/contract/time';
import type { ApiDashboard } from '@/contract/wire/admin';
import { AdminLayout } from '@/components/admin/AdminLayout';
import type { AdminProps } from '@/loaders/admin';

// echarts is the heaviest piece of the console: loaded after the page, in the browser only.
const TrendChart = dynamic(() => import('@/components/admin/TrendChart'), {
  ssr: false,
  loading: () => <div style={{ height: 300 }} />,
});

type Props = AdminProps & { dashboard: ApiDashboard };

const LIVE_STATE: Record<string, { text: string; color: string }> = {
  upcoming: { text: '未开始', color: 'blue' },
  live: { text: '直播中', color: 'red' },
  ended: { text: '已结束', color: 'default' },
};

export default function AdminHomePage({ staff, dashboard }: Props) {
  const { tiles, lives, series } = dashboard;
  return (
    <AdminLayout staff={staff} title="控制台">
      <Typography.Paragraph type="secondary">
        {staff.name}，您好。您的角色：{staff.roles.map((r) => STAFF_ROLE_LABELS[r]).join('、')}。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {tiles.map((t) => (
          <Col key={t.key} xs={12} md={8} xl={6}>
            <Card size="small" data-testid={`tile-${t.key}`}>
              <Statistic title={t.label} value={t.value} />
              <Typography.Text type="secondary">
                {t.link ? <Link href={t.link}>{t.hint}</Link> : t.hint}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {series ? (
          <Col xs={24} xl={lives ? 16 : 24}>
            <Card title="近 30 天报名趋势" size="small">
              <TrendChart series={series} />
            </Card>
          </Col>
        ) : null}
        {lives ? (
          <Col xs={24} xl={series ? 8 : 24}>
            <Card title="今日直播" size="small">
              {lives.length ? (
                <List
                  dataSource={lives}
                  renderItem={(l) => (
                    <List.Item extra={<Tag color={LIVE_STATE[l.state]?.color}>{LIVE_STATE[l.state]?.text ?? l.state}</Tag>}>
                      <List.Item.Meta
                        title={<Link href={`/live/${l.id}`}>{l.title}</Link>}
                        description={`${formatDate(l.startAt, 'HH:mm')} - ${formatDate(l.endAt, 'HH:mm')}`}
                      />
                    </List.Item>
                  )}
                />
              ) : (
                <Empty description="今天没有直播" image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </Card>
          </Col>
        ) : null}
      </Row>
    </AdminLayout>
  );
}

// /admin: the console home (docs/product.md §10), open to every staff member.
import { Card, Typography } from 'antd';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { withAdmin, type AdminProps } from '@/loaders/admin';

export const getServerSideProps = withAdmin([]);

export default function AdminHomePage({ staff }: AdminProps) {
  return (
    <AdminLayout staff={staff} title="控制台">
      <Card>
        <Typography.Paragraph>
          {staff.name}，您好。左侧菜单列出了您可以管理的内容。
        </Typography.Paragraph>
      </Card>
    </AdminLayout>
  );
}

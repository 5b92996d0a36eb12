// /admin/demand: every training-needs survey, published or not, newest first, with its questions and answers
// counted; deletes refused with their reason once anyone answered.
import { Button } from 'antd';
import type { ApiAdminDemandRow } from '@/contract/wire/admin-content';
import { StagedListScreen } from '@/components/admin/content/list-parts';
import { DEMAND_STAGES } from '@/components/admin/content/stages';
import type { AdminProps } from '@/loaders/admin';

export default function AdminDemandListPage({ staff }: AdminProps) {
  return (
    <StagedListScreen<ApiAdminDemandRow['stage'], ApiAdminDemandRow>
      staff={staff} kind="demand" title="需求调查" newText="新建调查" noun="调查"
      stages={DEMAND_STAGES} datesTitle="时间" endOf={(r) => r.endAt}
      counts={[
        { title: '题目', dataIndex: 'questionCount', width: 70, align: 'right', responsive: ['md'] },
        { title: '答卷', dataIndex: 'answerCount', width: 70, align: 'right' },
      ]}
      deleteNote="已收到答卷的调查不能删除，可改为下线。" actionsWidth={170} width={600}
      links={(r) => <Button type="link" size="small" href={`/admin/demand/results/${r.id}`}>结果</Button>}
    />
  );
}

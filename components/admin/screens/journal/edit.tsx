// /admin/journal/[id]: an issue's form (id "new" opens an empty one) and, once saved, its papers in printed
// order, each with its PDF.
import { AdminLayout } from '@/components/admin/AdminLayout';
import { JournalForm } from '@/components/admin/content/JournalForm';
import { JournalPapers } from '@/components/admin/content/JournalPapers';
import type { AdminProps } from '@/loaders/admin';
import { type AdminJournalEditProps } from '@/loaders/admin-content';

export default function AdminJournalEditPage({ staff, journal }: AdminProps & AdminJournalEditProps) {
  return (
    <AdminLayout staff={staff} title={journal ? `《${journal.name}》${journal.year}年第${journal.number}期` : '新建一期期刊'}>
      <JournalForm key={journal ? `${journal.id}-${journal.status}` : 'new'} journal={journal} />
      {journal ? <JournalPapers journal={journal} /> : null}
    </AdminLayout>
  );
}

// Every console page (docs/architecture.md, "The staff console"), behind one route. One file per console page
// would list each of them in the _buildManifest that every public page downloads; here the console costs the
// public pages one entry. `screens` holds what the browser draws (each screen its own chunk, server-rendered and
// loaded only on its page); `loaders` holds what runs on the server, and Next.js keeps it, and everything only it
// imports, out of the browser's bundle because only getServerSideProps reads it. lib/admin-routes.ts is the
// table of console addresses; a screen is added with a line in each of the three (docs/howto.md).
import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { adminPageLayout } from '@/components/admin/AdminLayout';
import { matchAdminRoute } from '@/lib/admin-routes';
import { getArticleEditProps, getArticleListProps, getArticlePreviewProps, getEditorPageProps } from '@/loaders/admin-article';
import { getActivityEditProps, getContentListProps, getDemandEditProps, getJournalEditProps } from '@/loaders/admin-content';
import { getCourseEditProps, getCourseListProps, getLiveEditProps, getLiveListProps } from '@/loaders/admin-course';
import { getExamEditProps, getTrainingExamEditProps } from '@/loaders/admin-exam';
import { getAuditProps, getDashboardProps, getStaffProps } from '@/loaders/admin-system';
import { getDemandResultsProps, getMessageProps, getUserDetailProps, getUserListProps } from '@/loaders/admin-people';
import { getBaseEditProps, getBaseListProps, getTrainingEditProps, getTrainingListProps } from '@/loaders/admin-training';
import { getPaymentListProps, getRosterProps, getSignupListProps } from '@/loaders/admin-signup';
import { getReviewProps } from '@/loaders/admin-review';
import { getGiftListProps, getGiftOrderListProps, getInvoiceListProps } from '@/loaders/admin-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own loader's props
const screens: Record<string, ComponentType<any>> = {
  '/admin': dynamic(() => import('@/components/admin/screens/home')),
  '/admin/activity': dynamic(() => import('@/components/admin/screens/activity/list')),
  '/admin/activity/[id]': dynamic(() => import('@/components/admin/screens/activity/edit')),
  '/admin/article': dynamic(() => import('@/components/admin/screens/article/list')),
  '/admin/article/[id]': dynamic(() => import('@/components/admin/screens/article/edit')),
  '/admin/article/preview/[id]': dynamic(() => import('@/components/admin/screens/article/preview')),
  '/admin/audit': dynamic(() => import('@/components/admin/screens/audit')),
  '/admin/banner': dynamic(() => import('@/components/admin/screens/banner/list')),
  '/admin/base': dynamic(() => import('@/components/admin/screens/base/list')),
  '/admin/base/[id]': dynamic(() => import('@/components/admin/screens/base/edit')),
  '/admin/category': dynamic(() => import('@/components/admin/screens/category/list')),
  '/admin/course': dynamic(() => import('@/components/admin/screens/course/list')),
  '/admin/course/[id]': dynamic(() => import('@/components/admin/screens/course/edit')),
  '/admin/exam/[id]': dynamic(() => import('@/components/admin/screens/exam/edit')),
  '/admin/exam/training/[id]': dynamic(() => import('@/components/admin/screens/exam/edit')),
  '/admin/demand': dynamic(() => import('@/components/admin/screens/demand/list')),
  '/admin/demand/[id]': dynamic(() => import('@/components/admin/screens/demand/edit')),
  '/admin/demand/results/[id]': dynamic(() => import('@/components/admin/screens/demand/results')),
  '/admin/message': dynamic(() => import('@/components/admin/screens/message/list')),
  '/admin/user': dynamic(() => import('@/components/admin/screens/user/list')),
  '/admin/user/[id]': dynamic(() => import('@/components/admin/screens/user/detail')),
  '/admin/journal': dynamic(() => import('@/components/admin/screens/journal/list')),
  '/admin/journal/[id]': dynamic(() => import('@/components/admin/screens/journal/edit')),
  '/admin/live': dynamic(() => import('@/components/admin/screens/live/list')),
  '/admin/live/[id]': dynamic(() => import('@/components/admin/screens/live/edit')),
  '/admin/staff': dynamic(() => import('@/components/admin/screens/staff')),
  '/admin/tag': dynamic(() => import('@/components/admin/screens/tag/list')),
  '/admin/training': dynamic(() => import('@/components/admin/screens/training/list')),
  '/admin/training/[id]': dynamic(() => import('@/components/admin/screens/training/edit')),
  '/admin/signup': dynamic(() => import('@/components/admin/screens/signup/list')),
  '/admin/signup/roster/[id]': dynamic(() => import('@/components/admin/screens/signup/roster')),
  '/admin/payment': dynamic(() => import('@/components/admin/screens/payment/list')),
  '/admin/apply': dynamic(() => import('@/components/admin/screens/review/apply')),
  '/admin/teacher': dynamic(() => import('@/components/admin/screens/review/teacher')),
  '/admin/activity/entries': dynamic(() => import('@/components/admin/screens/review/entries')),
  '/admin/cert': dynamic(() => import('@/components/admin/screens/review/cert')),
  '/admin/invoice': dynamic(() => import('@/components/admin/screens/invoice/list')),
  '/admin/gift': dynamic(() => import('@/components/admin/screens/gift/list')),
  '/admin/gift/order': dynamic(() => import('@/components/admin/screens/gift/order')),
};

const loaders: Record<string, GetServerSideProps> = {
  '/admin': getDashboardProps,
  '/admin/activity': getContentListProps,
  '/admin/activity/[id]': getActivityEditProps,
  '/admin/article': getArticleListProps,
  '/admin/article/[id]': getArticleEditProps,
  '/admin/article/preview/[id]': getArticlePreviewProps,
  '/admin/audit': getAuditProps,
  '/admin/banner': getEditorPageProps,
  '/admin/base': getBaseListProps,
  '/admin/base/[id]': getBaseEditProps,
  '/admin/category': getEditorPageProps,
  '/admin/course': getCourseListProps,
  '/admin/course/[id]': getCourseEditProps,
  '/admin/exam/[id]': getExamEditProps,
  '/admin/exam/training/[id]': getTrainingExamEditProps,
  '/admin/demand': getContentListProps,
  '/admin/demand/[id]': getDemandEditProps,
  '/admin/demand/results/[id]': getDemandResultsProps,
  '/admin/message': getMessageProps,
  '/admin/user': getUserListProps,
  '/admin/user/[id]': getUserDetailProps,
  '/admin/journal': getContentListProps,
  '/admin/journal/[id]': getJournalEditProps,
  '/admin/live': getLiveListProps,
  '/admin/live/[id]': getLiveEditProps,
  '/admin/staff': getStaffProps,
  '/admin/tag': getEditorPageProps,
  '/admin/training': getTrainingListProps,
  '/admin/training/[id]': getTrainingEditProps,
  '/admin/signup': getSignupListProps,
  '/admin/signup/roster/[id]': getRosterProps,
  '/admin/payment': getPaymentListProps,
  '/admin/apply': getReviewProps,
  '/admin/teacher': getReviewProps,
  '/admin/activity/entries': getReviewProps,
  '/admin/cert': getReviewProps,
  '/admin/invoice': getInvoiceListProps,
  '/admin/gift': getGiftListProps,
  '/admin/gift/order': getGiftOrderListProps,
};

type Props = { screen: string } & Record<string, unknown>;

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const match = matchAdminRoute(new URL(ctx.resolvedUrl, 'http://x').pathname);
  const load = match && loaders[match.route.pattern];
  if (!match || !load) return { notFound: true };
  const result = await load(ctx);
  if (!('props' in result)) return result;
  return { props: { ...(await result.props), screen: match.route.pattern } };
};

export default function AdminPage({ screen, ...props }: Props) {
  const Screen = screens[screen];
  return <Screen {...props} />;
}

AdminPage.getLayout = adminPageLayout;

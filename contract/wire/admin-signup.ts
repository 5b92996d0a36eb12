// Wire types of the console's sign-up and payment queues (admin/signup/*, admin/payment/*; docs/product.md
// "Sign-ups and fees in the console"). Times are China wall-clock minutes ('YYYY-MM-DD HH:mm'), money is yuan.
import type { ApiCertStatus } from './cert';
import type { ApiSignupPerson, ApiSignupStage } from './training';

export const SIGNUP_STAGES = ['review', 'unpaid', 'confirmed', 'rejected', 'cancelled'] as const satisfies readonly ApiSignupStage[];

/** admin/signup/list: one sign-up. */
export type ApiAdminSignupRow = ApiSignupPerson & {
  id: number;
  training: { id: number; title: string };
  /** The class's own questions and their answers, in the form's order. */
  answers: { label: string; value: string }[];
  fee: number;
  stage: ApiSignupStage;
  /** The reason of a rejection or a staff cancellation ('' otherwise). */
  reason: string;
  createdAt: string;
  reviewedAt: string | null;
  paidAt: string | null;
};

/** admin/signup/bulk and admin/payment/bulk: what was done and what was refused, with the reason. */
export type ApiBulkResult = { done: number[]; refused: { id: number; message: string }[] };

/** admin/signup/roster/{id}: a class's live sign-ups with attendance per session and certificate. */
export type ApiAdminRoster = {
  training: { id: number; title: string; startAt: string; endAt: string; seatsTotal: number; seatsTaken: number; credit: string };
  sessions: { id: number; title: string; startAt: string }[];
  learners: {
    signupId: number;
    name: string;
    phone: string;
    workUnit: string;
    stage: ApiSignupStage;
    /** Session ids attended, with how each was recorded. */
    attended: { sessionId: number; method: 'code' | 'scan' | 'manual' }[];
    cert: { number: string; status: ApiCertStatus } | null;
  }[];
};

export const PAYMENT_STATUSES = ['pending', 'paid', 'void'] as const;
export type ApiPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_TEXT: Record<ApiPaymentStatus, string> = { pending: '待确认', paid: '已到账', void: '已作废' };
export const PAYMENT_KIND_TEXT = { training: '培训班', course: '课程' } as const;

/** admin/payment/list: one fee owed. */
export type ApiAdminPaymentRow = {
  id: number;
  kind: 'training' | 'course';
  /** The class or course. */
  item: { id: number; title: string };
  name: string;
  phone: string;
  amount: number;
  paid: number | null;
  reference: string;
  status: ApiPaymentStatus;
  createdAt: string;
  paidAt: string | null;
  confirmedBy: string;
};

// admin/apply/decide/{id} (registrar): approve or reject (with a reason) an application to host a class that is
// submitted or under review. One transaction: the decision, its audit row and the applicant's message with a
// link to /user/apply; a repeated or concurrent decision gets AdminCode.AlreadyDecided and changes nothing.
import { tellApplicant } from '@/server/modules/user/apply/decide';
import { trainingApplications } from '@/server/modules/user/apply/schema';
import { defineApplicationDecide } from '../review-queue';

export const adminApplyDecide = defineApplicationDecide({ table: trainingApplications, what: '申请', kind: 'application', then: tellApplicant });

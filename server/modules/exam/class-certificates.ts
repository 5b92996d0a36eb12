// The class certificate rule (training/certificates.ts) with its post-test condition (issue 11). The exam
// tables live in course, above training (docs/architecture.md §4), so training cannot read them itself:
// this binds course's examPassOf to the rule once, and every caller above both uses it (a passing
// attempt here, the check-in routes through server/routes.ts, the console's attendance fix, the seed).
import { examPassOf } from '@/server/modules/course/exam-pass';
import { trainingCertificateIssuer } from '@/server/modules/training/certificates';

export const issueClassCertificates = trainingCertificateIssuer((trainingId, userId) => examPassOf('trainingId', trainingId, userId));

// Loaders of the registrar's review queues (/admin/apply, /admin/teacher, /admin/activity/entries, /admin/cert): the
// role decides whether the page exists; the lists themselves load in the browser (useAdminList).
import { withAdmin } from './admin';

export const getReviewProps = withAdmin(['registrar']);

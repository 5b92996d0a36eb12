import { PendingScreen } from '@/components/ui/PendingScreen';
import { withPage } from '@/lib/loaders/page';

// Screen content arrives with a later issue; the route's guards already apply (lib/loaders/page.ts).
export const getServerSideProps = withPage();

export default PendingScreen;

// A page of the user centre (docs/product.md "User centre") with the centre's menu beside it.
import type { ReactNode } from 'react';
import scopeStyles from '@/components/scope/scope.module.css';
import { UserCentreHead, type UserCentreHeadProps } from '@/components/user/UserCentreHead';
import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';

/** A user centre page with the centre's menu beside it. */
export function UserCentrePage({ children, ...head }: UserCentreHeadProps & { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <UserMenuPanel />
      <div className={scopeStyles.main}>
        <UserCentreHead {...head} />
        {children}
      </div>
    </div>
  );
}

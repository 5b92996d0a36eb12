import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Section as PageSection } from '@/components/ui/Section';

/** A titled block of the home page with a "more" link to its own screen. */
export function Section({ id, title, more, className, children }: { id: string; title: string; more: string; className?: string; children: ReactNode }) {
  return (
    <PageSection
      className={className}
      title={title}
      headingId={id}
      actions={
        // The name starts with the words on screen (WCAG 2.5.3), so voice control finds "更多".
        <Link href={more}>
          更多<span className="visually-hidden">{title}</span> ›
        </Link>
      }
    >
      {children}
    </PageSection>
  );
}

import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { visuallyHidden } from '../../theme/ui.css';

/** A link that opens another site in a new tab, and says so to screen-reader users. */
export function ExternalLink({ href, className, children, describedBy }: { href: string; className?: string; children: ReactNode; describedBy?: string }) {
  const { LL } = useI18nContext();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {children}
      <span className={visuallyHidden}> {LL.common.newTab()}</span>
    </a>
  );
}

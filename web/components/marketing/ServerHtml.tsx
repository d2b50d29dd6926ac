import type { ReactNode } from 'react';

/** An empty innerHTML, shared so React sees the same object on every render. */
const KEEP_SERVER_DOM = { __html: '' };

export interface ServerHtmlProps {
  /** Rendered on the server only; never evaluated in the browser. */
  children?: ReactNode;
  className?: string;
  as?: 'div' | 'section' | 'header' | 'span';
}

/**
 * Content without interaction, rendered once on the server and kept as HTML in the browser.
 * On the server it renders its children; in the browser it renders the same element with an
 * empty `dangerouslySetInnerHTML`, which React hydrates without touching (or needing) the
 * children, so their texts and code stay out of the page's JavaScript. The home page uses it
 * to keep its bundle within budget: only the carousels hydrate.
 * Pair it with `import.meta.env.SSR ? <Sections /> : null` in the caller so the children's
 * modules are dropped from the client bundle entirely.
 */
export function ServerHtml({ children, className, as: Tag = 'div' }: ServerHtmlProps) {
  if (import.meta.env.SSR) return <Tag className={className}>{children}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={KEEP_SERVER_DOM} suppressHydrationWarning />;
}

import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { Footer } from './Footer';
import header from './header.island';
import localeHint from './localeHint.island';
import chat from '../widgets/chat.island';
import { Island } from '../islands/Island';
import * as css from './layout.css';
import { skipLink } from './skip-link.css';

/** Whether a locale-free path is the workspace's: its pages bring their own app bar and main (web/workspace/WorkspaceShell.tsx). */
export const isWorkspacePath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');
/** Whether a locale-free path is a host's own site (issue 45): its pages bring their own header, main and footer, never Estadia's. */
export const isSitePath = (path: string) => path.startsWith('/s/');

/**
 * The shell every page shares: skip link, language hint, header, main, footer, chat. The
 * workspace is a tool, not a web page: only the skip link, then the page's own app bar and main.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const { suggestedLocale, path } = useBootstrap();
  if (isWorkspacePath(path) || isSitePath(path)) {
    return (
      <>
        <a className={skipLink} href="#conteudo">
          {LL.skipToContent()}
        </a>
        {children}
      </>
    );
  }
  return (
    <>
      <a className={skipLink} href="#conteudo">
        {LL.skipToContent()}
      </a>
      {suggestedLocale && <Island of={localeHint} props={{}} />}
      <Island of={header} props={{}} />
      <main id="conteudo" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* The card's button is in the HTML, shown after 3 s by CSS, and hydrates when used. */}
      <Island of={chat} props={{ delayed: true }} />
    </>
  );
}

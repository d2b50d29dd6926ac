import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { Header } from './Header';
import { Footer } from './Footer';
import { LocaleHint } from './LocaleHint';
import { Island } from '../islands/Island';
import * as css from './layout.css';
// The styles of the shell's islands that this module does not import (an islands page links
// only the CSS its modules import; the islands' code loads in the browser when they are used).
import '../widgets/chat.css';
import './newsletter.css';

/** Whether a locale-free path is the workspace's: its pages bring their own app bar and main (web/workspace/WorkspaceShell.tsx). */
export const isWorkspacePath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

/**
 * The shell every page shares: skip link, language hint, header, main, footer, chat. The
 * workspace is a tool, not a web page: only the skip link, then the page's own app bar and main.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const { suggestedLocale, path } = useBootstrap();
  if (isWorkspacePath(path)) {
    return (
      <>
        <a className={css.skipLink} href="#conteudo">
          {LL.skipToContent()}
        </a>
        {children}
      </>
    );
  }
  return (
    <>
      <a className={css.skipLink} href="#conteudo">
        {LL.skipToContent()}
      </a>
      {suggestedLocale && <Island name="localeHint" component={LocaleHint} props={{}} />}
      <Island name="header" component={Header} props={{}} />
      <main id="conteudo" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* The card's button is in the HTML, shown after 3 s by CSS, and hydrates when used. */}
      <Island name="chat" props={{ delayed: true }} />
    </>
  );
}

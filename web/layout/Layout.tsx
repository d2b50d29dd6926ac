import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { Header } from './Header';
import { Footer } from './Footer';
import { LocaleHint } from './LocaleHint';
import { ChatWidget } from '../widgets/ChatWidget';
import * as css from './layout.css';

/** The shell every page shares: skip link, language hint, header, main, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <>
      <a className={css.skipLink} href="#conteudo">
        {LL.skipToContent()}
      </a>
      <LocaleHint />
      <Header />
      <main id="conteudo" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}

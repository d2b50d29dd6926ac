import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { container, section, lead, button } from '../../theme/ui.css';

export default function NotFoundPage() {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <section className={section}>
      <div className={container}>
        <h1>{LL.notFound.title()}</h1>
        <p className={lead}>{LL.notFound.text()}</p>
        <a className={button.primary} href={href('/')}>
          {LL.notFound.home()}
        </a>
      </div>
    </section>
  );
}

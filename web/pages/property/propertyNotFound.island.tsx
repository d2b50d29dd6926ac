import type { MouseEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { button, container } from '../../theme/ui.css';
import { island } from '../../islands/Island';
import * as css from './property.css';

/** The not-found answer: an island, for its back link that returns where the visitor came from. */
function PropertyNotFound() {
  const { LL } = useI18nContext();
  const href = useHref();
  const texts = LL.properties.notFound;
  // Back to where the visitor came from on this site; without JavaScript (or from
  // elsewhere) the link goes to the search.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const sameSite = document.referrer && new URL(document.referrer).origin === window.location.origin;
    if (sameSite && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <div className={container}>
      <div className={css.notFound}>
        <h1>{texts.title()}</h1>
        <p>{texts.text()}</p>
        <a className={button.primary} href={href('/properties')} onClick={goBack}>
          {texts.back()}
        </a>
      </div>
    </div>
  );
}

export default island(PropertyNotFound, { namespaces: ['properties'] });

import type { ReactNode } from 'react';
import { container } from '../../theme/ui.css';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import * as css from './marketing.css';

export interface CtaBandProps {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  /** Links or buttons; style them with buttonOnBrand / buttonOutlineOnBrand. */
  children: ReactNode;
}

/** A closing call to action on the brand colour. */
export function CtaBand({ id, title, text, children }: CtaBandProps) {
  return (
    <section className={css.ctaBand} aria-labelledby={`${id}-title`}>
      <div className={`${container} ${css.ctaInner}`}>
        <div>
          <h2 id={`${id}-title`} className={css.ctaTitle}>
            {title}
          </h2>
          {text ? <p className={css.ctaText}>{text}</p> : null}
        </div>
        <div className={css.ctaActions}>{children}</div>
      </div>
    </section>
  );
}

/** The closing band most product pages share: request a demo, or see the prices. */
export function DemoCtaBand({ id, title, text }: Omit<CtaBandProps, 'children'>) {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <CtaBand id={id} title={title} text={text}>
      <a className={css.buttonOnBrand} href={href('/demo')}>
        {LL.marketing.requestDemo()}
      </a>
      <a className={css.buttonOutlineOnBrand} href={href('/precos')}>
        {LL.marketing.seePricing()}
      </a>
    </CtaBand>
  );
}

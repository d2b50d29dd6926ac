import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import * as css from './marketing.css';

export interface FeatureCardProps {
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** A link at the bottom of the card (already localised href). */
  link?: { href: string; label: string };
  headingLevel?: 3 | 4;
  children?: ReactNode;
}

/** A card with an icon, a heading and a short text; used in grids inside a <ul>. */
export function FeatureCard({ icon, title, text, link, headingLevel = 3, children }: FeatureCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={css.card}>
      {icon ? (
        <span className={css.iconBadge}>
          <Icon name={icon} />
        </span>
      ) : null}
      <Heading className={css.cardTitle}>{title}</Heading>
      {text ? <p className={css.cardText}>{text}</p> : null}
      {children}
      {link ? (
        <a className={css.cardLink} href={link.href}>
          {link.label}
        </a>
      ) : null}
    </article>
  );
}

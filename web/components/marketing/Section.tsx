import type { ReactNode } from 'react';
import { container, section as sectionClass, sectionAlt } from '../../theme/ui.css';
import * as css from './marketing.css';

export interface SectionProps {
  /** Prefix of the section's ids; its heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Surface background for alternating sections. */
  alt?: boolean;
  centered?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A page section named by its own <h2> (a landmark region with that name). */
export function Section({ id, title, lead, alt, centered, children, className }: SectionProps) {
  const classes = [alt ? sectionAlt : sectionClass, className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <SectionHead id={id} title={title} lead={lead} centered={centered} />
        {children}
      </div>
    </section>
  );
}

/** The heading and lead of a section, for sections composed by hand. */
export function SectionHead({ id, title, lead, centered }: Pick<SectionProps, 'id' | 'title' | 'lead' | 'centered'>) {
  return (
    <div className={centered ? css.sectionHeadCentered : css.sectionHead}>
      <h2 id={`${id}-title`}>{title}</h2>
      {lead ? <p className={css.sectionLead}>{lead}</p> : null}
    </div>
  );
}

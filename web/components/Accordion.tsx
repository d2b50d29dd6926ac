import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import * as css from './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** true: each item opens and closes on its own (FAQ page); false: one open at a time. */
  allowsMultipleExpanded: boolean;
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultExpandedKeys?: string[];
}

/**
 * Questions and answers (FAQ) on react-aria's DisclosureGroup: buttons with aria-expanded,
 * keyboard operable, panels linked to their buttons. Every item can always be collapsed.
 */
export function Accordion({ items, allowsMultipleExpanded, headingLevel = 3, defaultExpandedKeys }: AccordionProps) {
  return (
    <DisclosureGroup className={css.group} allowsMultipleExpanded={allowsMultipleExpanded} defaultExpandedKeys={defaultExpandedKeys ?? []}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={css.item}>
          <Heading level={headingLevel} className={css.heading}>
            <Button slot="trigger" className={css.trigger}>
              <span>{item.title}</span>
              <svg className={css.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={css.panel}>
            <div className={css.panelBody}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
      {/* Without JavaScript the answers cannot be toggled, so they are all shown. */}
      <noscript>
        <style>{`.${css.panel}[hidden]{display:block!important;content-visibility:visible!important}`}</style>
      </noscript>
    </DisclosureGroup>
  );
}

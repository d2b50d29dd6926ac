import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { island } from '../islands/Island';
import { ServerHtml } from './marketing/ServerHtml';
import * as css from './accordion.css';

export interface AccordionOptions {
  /** true: each item opens and closes on its own (FAQ page); false: one open at a time. */
  allowsMultipleExpanded: boolean;
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultExpandedKeys?: string[];
}

export interface AccordionViewProps extends AccordionOptions {
  items: readonly { id: string; title: string }[];
  /** The panels' content, server-only (absent in the browser, which keeps their HTML). */
  panels?: readonly ReactNode[];
}

/**
 * The accordion itself, on react-aria's DisclosureGroup: buttons with aria-expanded, keyboard
 * operable, panels linked to their buttons. Every item can always be collapsed.
 */
function AccordionView({ items, panels, allowsMultipleExpanded, headingLevel = 3, defaultExpandedKeys }: AccordionViewProps) {
  return (
    <DisclosureGroup className={css.group} allowsMultipleExpanded={allowsMultipleExpanded} defaultExpandedKeys={defaultExpandedKeys ?? []}>
      {items.map((item, index) => (
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
            <ServerHtml className={css.panelBody}>{panels?.[index]}</ServerHtml>
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

export default island(AccordionView, { reusable: true });

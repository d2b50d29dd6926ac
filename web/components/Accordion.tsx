import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import accordion, { type AccordionOptions } from './accordion.island';

export interface AccordionItem {
  id: string;
  title: string;
  /** Static content: rendered by the server, kept as HTML in the browser. */
  content: ReactNode;
}

export interface AccordionProps extends AccordionOptions {
  items: readonly AccordionItem[];
}

/**
 * Questions and answers (FAQ): an island whose answers are server HTML (only the titles travel
 * as props).
 */
export function Accordion({ items, ...options }: AccordionProps) {
  return <Island of={accordion} props={{ ...options, items: items.map(({ id, title }) => ({ id, title })) }} slots={{ panels: items.map((item) => item.content) }} />;
}

import type { LegalSection } from './LegalDocument';

type SectionTexts = { title: () => string; body: (values: Record<string, string>) => string };

/**
 * The sections of a legal text from its dictionary group, in the given order. Bodies may take
 * values (figures such as the uptime target); texts without parameters ignore them.
 */
export function legalSections<Id extends string>(group: { [K in Id]: unknown }, ids: readonly Id[], values: Record<string, string> = {}): LegalSection[] {
  return ids.map((id) => {
    // typesafe-i18n gives each section its own function types; they all share this shape.
    const texts = group[id] as SectionTexts;
    return { id, title: texts.title(), body: texts.body(values) };
  });
}

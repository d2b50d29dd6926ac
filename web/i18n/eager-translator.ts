import type { TranslationFunctions } from './i18n-types';

/** Translates one dictionary text with arguments (typesafe-i18n's i18nString for a locale). */
type TranslateText = (text: string, ...args: never[]) => string;

/**
 * The translation functions of a whole dictionary, built once: nested plain objects of
 * functions in the dictionary's shape. typesafe-i18n's `i18nObject` builds them lazily with a
 * proxy that copies a level's keys on every property read, which costs a server rendering page
 * after page more than the rendering itself; the server, whose dictionaries never change,
 * builds this once per locale instead (worker/ssr/render.tsx).
 */
export function eagerTranslator(dictionary: unknown, translate: TranslateText): TranslationFunctions {
  const build = (node: unknown): unknown => {
    if (typeof node === 'string') return (...args: never[]) => translate(node, ...args);
    if (Array.isArray(node)) return node.map(build);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, build(value)]));
    return node;
  };
  return build(dictionary) as TranslationFunctions;
}

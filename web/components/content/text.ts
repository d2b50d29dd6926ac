/**
 * Plain-text helpers for dictionary prose. Long texts are stored as one string per block, with
 * blank lines between paragraphs and "- " at the start of each line of a bulleted list.
 */
export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** @example toBlocks('A\n\n- b\n- c') // [{kind:'paragraph',text:'A'},{kind:'list',items:['b','c']}] */
export function toBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** Words in a text (letters or digits, with inner apostrophes and hyphens). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read at an unhurried 200 words per minute, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

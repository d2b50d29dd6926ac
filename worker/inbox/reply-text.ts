/**
 * The new part of a guest's email reply (issue 44): its text part (or its HTML as text when it
 * has none), cut where the quoted history starts. Mail clients quote differently; what is cut:
 * - the attribution line and everything after it: "On … wrote:" (en), "Em … escreveu:" (pt),
 *   "El … escribió:" (es), "Il … ha scritto:" (it), with the line possibly wrapped in two;
 * - Outlook's "-----Original Message-----" / "De:/From:" header block and its separators;
 * - a run of ">" lines (with what follows when nothing new comes after it);
 * - the signature after "-- ".
 */
import { cleanMessage } from '../../shared/inbox/messages';

const ATTRIBUTION = /^(on\b.*\bwrote|em\b.*\bescreveu|el\b.*\bescribi[oó]|il\b.*\bha scritto|le\b.*\ba écrit|am\b.*\bschrieb)\s*:?\s*$/i;
const ATTRIBUTION_START = /^(on|em|el|il|le|am)\b/i;
const ATTRIBUTION_END = /\b(wrote|escreveu|escribi[oó]|ha scritto|a écrit|schrieb)\s*:\s*$/i;
const SEPARATORS = [
  /^-{2,}\s*(original message|mensagem original|mensaje original|messaggio originale)\s*-{2,}$/i,
  /^_{10,}$/,
  /^-{10,}$/,
  /^(from|de|da|von):\s.+$/i,
];

/** HTML as plain text (only for a reply without a text part): tags out, entities of note decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<blockquote\b[\s\S]*$/i, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&');
}

/** The reply's own words: the quoted history and the signature cut off. */
export function cutQuoted(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '--' || lines[i] === '-- ') break;
    if (ATTRIBUTION.test(line)) break;
    // "On Mon, 3 Mar 2027 at 10:00, Estadia <reply-…@…>" + "wrote:" on the next line.
    if (ATTRIBUTION_START.test(line) && ATTRIBUTION_END.test(`${line} ${lines[i + 1]?.trim() ?? ''}`) && /\d/.test(line)) break;
    if (SEPARATORS.some((pattern) => pattern.test(line)) && (kept.length > 0 || /original/i.test(line))) break;
    if (line.startsWith('>')) {
      // A quote: dropped; if only quotes (and blanks) follow, the reply ends here.
      const rest = lines.slice(i + 1).map((l) => l.trim());
      if (rest.every((l) => l === '' || l.startsWith('>'))) break;
      continue;
    }
    kept.push(lines[i]!);
  }
  return cleanMessage(kept.join('\n'));
}

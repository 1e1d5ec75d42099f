/** A piece of text: plain, or a web link to render as `<a>`. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * Splits text into plain parts and http(s) links, so a mail body can show its links as links.
 * Trailing punctuation (the full stop after a link) stays text. Only http and https become
 * links; nothing else is ever turned into an `href`.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const href = raw.replace(TRAILING_PUNCTUATION, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

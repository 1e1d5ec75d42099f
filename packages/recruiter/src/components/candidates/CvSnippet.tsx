import { Fragment } from 'react';

/**
 * The snippet's parts: text outside « » as it is, text between them as matched. Never HTML: each
 * part is a text node.
 */
export function snippetParts(snippet: string): { text: string; matched: boolean }[] {
  const parts: { text: string; matched: boolean }[] = [];
  let rest = snippet;
  while (rest) {
    const start = rest.indexOf('«');
    const end = start === -1 ? -1 : rest.indexOf('»', start + 1);
    if (start === -1 || end === -1) {
      parts.push({ text: rest.replace(/[«»]/g, ''), matched: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), matched: false });
    const word = rest.slice(start + 1, end);
    if (word) parts.push({ text: word, matched: true });
    rest = rest.slice(end + 1);
  }
  return parts.filter((part) => part.text !== '');
}

/** A CV snippet with the matched words marked. */
export function CvSnippet({ snippet }: { snippet: string }) {
  if (!snippet.trim()) return null;
  return (
    <p className="sd-text-muted">
      …
      {snippetParts(snippet).map((part, index) =>
        part.matched ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
      …
    </p>
  );
}

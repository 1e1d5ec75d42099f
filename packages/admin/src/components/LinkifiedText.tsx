import { linkify } from '../lib/linkify';

/** Preformatted text (a mail body) with its web links as links. */
export function LinkifiedText({ text, label }: { text: string; label?: string }) {
  return (
    <section aria-label={label}>
      <pre
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          margin: 0,
          padding: 'var(--sd-space-3, 12px)',
          background: 'var(--sd-color-surface-muted, #f6f7f9)',
          borderRadius: 'var(--sd-radius-md, 6px)',
        }}
      >
        {linkify(text).map((part, index) =>
          part.kind === 'link' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
            <span key={index}>{part.text}</span>
          ),
        )}
      </pre>
    </section>
  );
}

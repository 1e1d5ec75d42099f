import { msg } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { standaloneI18n } from '../i18n/standalone';

const boxStyle: CSSProperties = {
  maxWidth: '32rem',
  margin: '3rem auto',
  padding: '1.5rem',
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  textAlign: 'center',
};

export type FrameRefusalProps = {
  /** The address to open in its own tab; the current page by default. */
  href?: string;
};

/** What Staffdesk shows instead of itself when another page frames it (before any language loads). */
export function FrameRefusal({ href }: FrameRefusalProps) {
  const i18n = standaloneI18n();
  const target = href ?? (typeof window === 'undefined' ? '/' : window.location.href);
  return (
    <main style={boxStyle}>
      <p>{i18n._(msg`Staffdesk can't be shown inside another page.`)}</p>
      <p>
        <a href={target} target="_top" rel="noopener noreferrer">
          {i18n._(msg`Open Staffdesk in its own tab`)}
        </a>
      </p>
    </main>
  );
}

import { msg } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { isChunkLoadError } from '../errors/catalogue';
import { standaloneI18n } from '../i18n/standalone';

const boxStyle: CSSProperties = {
  maxWidth: '32rem',
  margin: '3rem auto',
  padding: '1.5rem',
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  textAlign: 'center',
};

function reloadPage(): void {
  window.location.reload();
}

function describe(error: unknown): string {
  // A router's error response (404 of a loader, ...), recognised without importing the router,
  // so this view can show before any route code has loaded.
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`.trim();
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export type ChunkErrorViewProps = {
  error: unknown;
  /** What "Reload" does; reloads the page by default. */
  onReload?: () => void;
};

/**
 * A chunk-load failure asks for a reload; any other error is shown plainly. It can show before
 * any language has loaded (then in English).
 */
export function ChunkErrorView({ error, onReload = reloadPage }: ChunkErrorViewProps) {
  const i18n = standaloneI18n();
  if (isChunkLoadError(error)) {
    return (
      <div role="alert" style={boxStyle}>
        <p>{i18n._(msg`A new version of Staffdesk is available.`)}</p>
        <p>{i18n._(msg`Reload the page to continue.`)}</p>
        <button type="button" onClick={onReload}>
          {i18n._(msg`Reload`)}
        </button>
      </div>
    );
  }
  const message = describe(error);
  return (
    <div role="alert" style={boxStyle}>
      <p>{i18n._(msg`Something went wrong`)}</p>
      {message ? <p>{message}</p> : null}
    </div>
  );
}

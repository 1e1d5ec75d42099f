import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds http and https links and keeps the text around them', () => {
    expect(
      linkify('Set it here:\n\nhttp://127.0.0.1:8080/set-password?token=abc\n\nThanks.'),
    ).toEqual([
      { kind: 'text', text: 'Set it here:\n\n' },
      {
        kind: 'link',
        text: 'http://127.0.0.1:8080/set-password?token=abc',
        href: 'http://127.0.0.1:8080/set-password?token=abc',
      },
      { kind: 'text', text: '\n\nThanks.' },
    ]);
  });

  it('leaves a full stop after a link as text', () => {
    expect(linkify('Go to https://staffdesk.example/a.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://staffdesk.example/a', href: 'https://staffdesk.example/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes', () => {
    expect(linkify('javascript:alert(1) and mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and mailto:a@b.c' },
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, fileNameFrom } from './files';

function withDisposition(value: string | null): Response {
  return new Response(null, {
    headers: value === null ? {} : { 'Content-Disposition': value },
  });
}

describe('fileNameFrom', () => {
  it('reads the encoded name first, then the plain one, else the fallback', () => {
    expect(
      fileNameFrom(
        withDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''klien%20baru.xlsx`),
        'x.xlsx',
      ),
    ).toBe('klien baru.xlsx');
    expect(fileNameFrom(withDisposition('attachment; filename="clients.xlsx"'), 'x.xlsx')).toBe(
      'clients.xlsx',
    );
    expect(fileNameFrom(withDisposition('attachment; filename=plain.csv'), 'x.xlsx')).toBe(
      'plain.csv',
    );
    expect(fileNameFrom(withDisposition(`attachment; filename*=UTF-8''%E0%A4`), 'x.xlsx')).toBe(
      'x.xlsx',
    );
    expect(fileNameFrom(withDisposition(null), 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});

describe('downloadBlob', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.useRealTimers();
  });

  it('clicks a temporary download link and frees the blob afterwards', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:report');
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    downloadBlob(new Blob(['a;b']), 'report.csv');

    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0]?.download).toBe('report.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:report');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:report');
  });
});

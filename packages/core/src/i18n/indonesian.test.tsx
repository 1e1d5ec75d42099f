import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChunkErrorView } from '../chunks/ChunkErrorView';
import { ChunkLoadError, ERROR_MESSAGES, StaffdeskError } from '../errors/catalogue';
import { describeFailure } from '../errors/failure';
import { messages as indonesian } from '../locales/id';

describe('core in Indonesian', () => {
  it('tells errors in the language shown, even for an error made before the switch', () => {
    const error = new StaffdeskError('forbidden');
    expect(error.userMessage).toBe('You do not have permission to do this.');
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    expect(error.userMessage).toBe('Anda tidak punya izin untuk melakukan ini.');
    expect(ERROR_MESSAGES.unknown).toBe('Terjadi kesalahan. Silakan coba lagi.');
    expect(describeFailure(new TypeError('Failed to fetch')).message).toBe(
      'Staffdesk tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.',
    );
  });

  it('keeps the server’s own words', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    const error = new StaffdeskError('validation-failed', { userMessage: 'Email sudah dipakai.' });
    expect(error.userMessage).toBe('Email sudah dipakai.');
  });

  it('asks for a reload in Indonesian', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    render(<ChunkErrorView error={new ChunkLoadError()} onReload={() => undefined} />);
    expect(screen.getByText('Versi baru Staffdesk sudah tersedia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });
});

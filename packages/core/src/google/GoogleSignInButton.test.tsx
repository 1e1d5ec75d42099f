import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffdeskError } from '../errors/catalogue';
import { StaffdeskProvider } from '../provider/StaffdeskProvider';
import { createFakeGoogle } from './fake-google';
import { GoogleSignInButton } from './GoogleSignInButton';

describe('<GoogleSignInButton />', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('renders nothing without a Google client id', () => {
    const { container } = render(
      <StaffdeskProvider config={{ googleClientId: '' }}>
        <GoogleSignInButton onToken={vi.fn()} />
      </StaffdeskProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('hands over the access token Google grants', async () => {
    const fake = createFakeGoogle();
    const onToken = vi.fn();
    render(
      <StaffdeskProvider config={{ googleClientId: 'client-1' }}>
        <GoogleSignInButton onToken={onToken} google={fake.google} />
      </StaffdeskProvider>,
    );
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    act(() => button.click());
    expect(fake.requested[0]?.client_id).toBe('client-1');
    expect(button).toBeDisabled();
    await act(async () => fake.grant('ya29.token'));
    expect(onToken).toHaveBeenCalledWith('ya29.token');
    expect(button).toBeEnabled();
  });

  it('reports failures as catalogue errors', async () => {
    const fake = createFakeGoogle();
    const onError = vi.fn<(error: StaffdeskError) => void>();
    render(
      <StaffdeskProvider config={{ googleClientId: 'client-1' }}>
        <GoogleSignInButton onToken={vi.fn()} onError={onError} google={fake.google} />
      </StaffdeskProvider>,
    );
    act(() => screen.getByRole('button').click());
    await act(async () => fake.fail({ type: 'popup_failed_to_open' }));
    expect(onError.mock.calls[0]?.[0].code).toBe('popup-blocked');
  });

  it('preloads the Google script when it appears', () => {
    render(
      <StaffdeskProvider config={{ googleClientId: 'client-1' }}>
        <GoogleSignInButton onToken={vi.fn()} />
      </StaffdeskProvider>,
    );
    expect(
      document.querySelector('script[src="https://accounts.google.com/gsi/client"]'),
    ).not.toBeNull();
  });
});

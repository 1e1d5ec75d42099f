import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@staffdesk/core';
import { describeFailure } from '@staffdesk/core';
import { Button, Card, Inline, Stack, useToast } from '@staffdesk/ui';
import { type ChangeEvent, type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useUploadPhoto, useUserPhotoUrl } from '../hooks/useAccount';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The photo's circle; its colours are in the `style` attributes below. */
const circle: CSSProperties = {
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 600,
};

/** The signed-in user's photo, with a preview of a new one before it is uploaded. */
export function ProfilePhoto({ user }: { user: CurrentUser['user'] }) {
  const inputId = useId();
  const { t } = useLingui();
  const { toast } = useToast();
  const upload = useUploadPhoto();
  const current = useUserPhotoUrl(user.id, user.hasPhoto);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    if (chosen && !PHOTO_TYPES.includes(chosen.type)) {
      setError(t`Choose a JPEG, PNG or WebP photo.`);
      setFile(null);
      return;
    }
    if (chosen && chosen.size > PHOTO_MAX_BYTES) {
      setError(t`The photo is larger than 5 MB. Choose a smaller one.`);
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  function clear() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  async function send() {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast({ tone: 'success', title: t`Photo updated` });
      clear();
    } catch (failure) {
      const described = describeFailure(failure);
      setError(described.fields.photo ?? described.message);
    }
  }

  const shown = preview ?? current;
  return (
    <Card title={t`Photo`}>
      <Inline gap={4} align="start">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t`Preview of your new photo` : t`Your photo`}
            width={96}
            height={96}
            style={{ ...circle, background: 'var(--sd-color-brand-subtle)' }}
          />
        ) : (
          <span
            style={{
              ...circle,
              background: 'var(--sd-color-brand-subtle)',
              color: 'var(--sd-color-brand)',
              fontSize: '2rem',
            }}
            aria-hidden="true"
          >
            {initials(user.name)}
          </span>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: '14rem' }}>
          <div className="sd-field">
            <label htmlFor={inputId} className="sd-field__label">
              <Trans>Choose a photo</Trans>
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
            />
            <p id={`${inputId}-help`} className="sd-field__description">
              <Trans>JPEG, PNG or WebP up to 5 MB. Staffdesk crops it to a square.</Trans>
            </p>
            {error ? (
              <p id={`${inputId}-error`} className="sd-field__error" role="alert">
                <span>{error}</span>
              </p>
            ) : null}
          </div>
          {file ? (
            <Inline>
              <Button variant="primary" onClick={() => void send()} loading={upload.isPending}>
                <Trans>Upload photo</Trans>
              </Button>
              <Button onClick={clear} disabled={upload.isPending}>
                <Trans>Keep the current photo</Trans>
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </Inline>
    </Card>
  );
}

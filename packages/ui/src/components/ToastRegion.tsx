import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { IconButton } from './Button';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, XIcon } from './icons';
import type { ToastEntry, ToastTone } from './Toast';

const toneIcons: Record<ToastTone, ReactNode> = {
  success: <CheckCircleIcon className="sd-toast__icon" />,
  error: <AlertCircleIcon className="sd-toast__icon" />,
  info: <InfoIcon className="sd-toast__icon" />,
};

/** The toasts shown and their region (`ToastProvider` loads it lazily). */
export default function ToastRegion({
  toasts,
  dismiss,
  duration,
}: {
  toasts: ToastEntry[];
  dismiss: (id: string) => void;
  duration: number;
}) {
  const { t } = useLingui();
  return (
    <Toast.Provider swipeDirection="right" label={t`Notifications`}>
      {toasts.map((entry) => {
        const tone = entry.tone ?? 'info';
        return (
          <Toast.Root
            key={entry.id}
            open={entry.open}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
            duration={entry.duration ?? (tone === 'error' ? 8000 : duration)}
            type={tone === 'error' ? 'foreground' : 'background'}
            className={cx('sd-toast', `sd-toast--${tone}`)}
            data-tone={tone}
          >
            {toneIcons[tone]}
            <div className="sd-toast__text">
              <Toast.Title className="sd-toast__title">{entry.title}</Toast.Title>
              {entry.description ? (
                <Toast.Description className="sd-toast__description">
                  {entry.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close asChild>
              <IconButton label={t`Dismiss`} size="sm" className="sd-toast__close">
                <XIcon />
              </IconButton>
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="sd-toast-viewport sd-portal" />
    </Toast.Provider>
  );
}

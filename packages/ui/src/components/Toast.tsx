import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../cx';
import { IconButton } from './Button';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, XIcon } from './icons';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** What happened: "Leave approved". */
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it hides (default 5 s; 8 s for errors). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Hides a toast early. */
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

const MAX_TOASTS = 3;
const EXIT_MS = 400;

const toneIcons: Record<ToastTone, ReactNode> = {
  success: <CheckCircleIcon className="sd-toast__icon" />,
  error: <AlertCircleIcon className="sd-toast__icon" />,
  info: <InfoIcon className="sd-toast__icon" />,
};

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time a toast stays (ms). */
  duration?: number;
}

/** Put once near the root; `useToast()` below it shows toasts at the bottom right (bottom on phones). */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)),
    );
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((entry) => entry.id !== id));
    }, EXIT_MS);
    timers.current.add(timer);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `sd-toast-${counter.current}`;
    setToasts((current) => [...current, { ...options, id, open: true }].slice(-MAX_TOASTS));
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider swipeDirection="right" label={t`Notifications`}>
        {children}
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
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Leave approved', tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

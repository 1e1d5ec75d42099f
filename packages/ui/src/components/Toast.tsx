import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

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

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

const ToastRegion = lazy(() => import('./ToastRegion'));

const MAX_TOASTS = 3;
const EXIT_MS = 400;

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time a toast stays (ms). */
  duration?: number;
}

/** Put once near the root; `useToast()` below it shows toasts at the bottom right (bottom on phones). */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
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
      {children}
      {/* The toasts' region (Radix Toast) loads just after the app shows, not before. */}
      <Suspense fallback={null}>
        <ToastRegion toasts={toasts} dismiss={dismiss} duration={duration} />
      </Suspense>
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Leave approved', tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

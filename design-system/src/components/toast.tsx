import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDesignSystemLabels } from '../i18n/labels';
import type { ToastList } from './toast-list';

/** The seed's toast timings: 4 s by default, 5 s for the alternate (longer) toast. */
export const TOAST_DURATION = { default: 4000, long: 5000 } as const;
/** At most this many toasts show at once; a new one pushes the oldest out. */
export const TOAST_LIMIT = 3;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it goes; `TOAST_DURATION.long` for the alternate toast. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'variant' | 'duration'>> {
  id: number;
  title: ReactNode;
  description?: ReactNode;
}

interface ToastApi {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast from anywhere under ToastProvider (the shell renders it once for all remotes). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

// At the top of the window: the actions that raise toasts sit below what they act on, in
// forms' save bars and dialogs' footers along the bottom, where a toast used to cover them.
const Region = styled.ol`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space.md};
  inset-inline-end: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(24rem, calc(100vw - 2rem));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ToastProviderProps {
  children?: ReactNode;
  /** The close button's accessible name, already translated. */
  closeLabel?: string;
  /** Names the notifications region for screen readers. */
  regionLabel?: string;
  limit?: number;
  duration?: number;
}

const subscribeToNothing = () => () => {};

type ToastListView = typeof ToastList;
let toastList: ToastListView | undefined;
let toastListLoad: Promise<ToastListView> | undefined;

/**
 * The toasts' view, loaded with the page's first toast (0.5 KB gzip off every page that shows
 * none); resolved at once when it is already here.
 */
export function loadToastList(): Promise<ToastListView> {
  toastListLoad ??= import('./toast-list').then(({ ToastList }) => (toastList = ToastList));
  return toastListLoad;
}

/**
 * Holds the toasts and renders them in one polite live region, there from the start so that
 * screen readers announce each new toast without interrupting (the toasts' own view loads with
 * the first one: ./toast-list.tsx). Hovering or focusing the toasts pauses their timers (WCAG 2.2.1):
 * hovering is a pointer moving over them, not a toast appearing under a pointer at rest (which
 * browsers also report as entering), or a toast raised under the pointer stays until it moves.
 */
export function ToastProvider({
  children,
  closeLabel: closeOverride,
  regionLabel: regionOverride,
  limit = TOAST_LIMIT,
  duration = TOAST_DURATION.default,
}: ToastProviderProps) {
  const builtIn = useDesignSystemLabels();
  const closeLabel = closeOverride ?? builtIn.close;
  const regionLabel = regionOverride ?? builtIn.notifications;
  const [items, setItems] = useState<ToastItem[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(1);
  const [List, setList] = useState<ToastListView | undefined>(() => toastList);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'default', duration: ms = duration }: ToastOptions) => {
      const id = nextId.current++;
      if (toastList) setList(() => toastList);
      else void loadToastList().then((view) => setList(() => view));
      setItems((current) =>
        [...current, { id, title, description, variant, duration: ms }].slice(-limit),
      );
      return id;
    },
    [duration, limit],
  );

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const paused = hovered || focused;
  // The region lives in <body>, outside the app's root: it is added once the app is running in
  // a browser. A prerendered page has none, and hydration must find what the server drew.
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {!mounted
        ? null
        : createPortal(
            <Region
              aria-live="polite"
              aria-label={regionLabel}
              onPointerMove={() => setHovered(true)}
              onPointerLeave={() => setHovered(false)}
              onFocus={() => setFocused(true)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
              }}
            >
              {List ? (
                <List items={items} paused={paused} closeLabel={closeLabel} onDismiss={dismiss} />
              ) : null}
            </Region>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}

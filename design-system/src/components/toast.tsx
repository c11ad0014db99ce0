import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { IconButton } from './icon-button';
import { useDesignSystemLabels } from '../i18n/labels';

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

interface ToastItem extends Required<Pick<ToastOptions, 'variant' | 'duration'>> {
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

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); }`;

const Region = styled.ol`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.md};
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

const tones: Record<ToastVariant, 'primary' | 'success' | 'danger'> = {
  default: 'primary',
  success: 'success',
  destructive: 'danger',
};

const Item = styled.li<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $variant }) => theme.colors.tones[tones[$variant]].strong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  > svg {
    margin-block-start: 0.2em;
    color: ${({ theme, $variant }) => theme.colors.tones[tones[$variant]].strong};
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function ToastView({
  item,
  paused,
  closeLabel,
  onDismiss,
}: {
  item: ToastItem;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const remaining = useRef(item.duration);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);
  const Icon =
    item.variant === 'destructive' ? AlertIcon : item.variant === 'success' ? CheckIcon : InfoIcon;
  return (
    <Item $variant={item.variant} data-variant={item.variant}>
      <Icon />
      <div>
        <strong>{item.title}</strong>
        {item.description ? <p>{item.description}</p> : null}
      </div>
      <IconButton
        label={closeLabel}
        icon={<CloseIcon />}
        size="sm"
        onClick={() => onDismiss(item.id)}
      />
    </Item>
  );
}

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

/**
 * Holds the toasts and renders them in one polite live region: screen readers announce each new
 * toast without interrupting. Hovering or focusing the toasts pauses their timers (WCAG 2.2.1).
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

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'default', duration: ms = duration }: ToastOptions) => {
      const id = nextId.current++;
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
              onMouseEnter={() => setHovered(true)}
              onMouseLeave={() => setHovered(false)}
              onFocus={() => setFocused(true)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
              }}
            >
              {items.map((item) => (
                <ToastView
                  key={item.id}
                  item={item}
                  paused={paused}
                  closeLabel={closeLabel}
                  onDismiss={dismiss}
                />
              ))}
            </Region>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}

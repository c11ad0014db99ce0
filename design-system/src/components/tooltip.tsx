import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

/** The seed's tooltip timings. */
export const TOOLTIP_DELAY = { open: 700, skip: 300 } as const;

// Shared by every tooltip on the page: moving from one trigger to the next within the skip
// delay opens the next one at once, as the user is clearly reading them.
let lastClosedAt = Number.NEGATIVE_INFINITY;

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  inset-block-end: calc(100% + 6px);
  /* Centring is symmetric, so a physical left is right in both directions here. */
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  width: max-content;
  max-width: 16rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[hidden] {
    display: none;
  }
`;

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible (older browsers, jsdom): treat focus as keyboard focus.
    return true;
  }
}

export interface TooltipProps {
  /** The hint, already translated. It also becomes the trigger's description. */
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  openDelay?: number;
  skipDelay?: number;
}

/**
 * A short hint on hover (after 700 ms) or keyboard focus (at once). Escape hides it; the
 * pointer can move onto it without it closing (WCAG 1.4.13).
 */
export function Tooltip({
  content,
  children,
  openDelay = TOOLTIP_DELAY.open,
  skipDelay = TOOLTIP_DELAY.skip,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => clearTimeout(timer.current);
  const show = (delay: number) => {
    clear();
    const sinceLastClose = Date.now() - lastClosedAt;
    if (delay <= 0 || (sinceLastClose >= 0 && sinceLastClose < skipDelay)) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => clear, []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      lastClosedAt = Date.now();
      setOpen(false);
    };
    // In the capture phase: a hint shown by a mouse over its trigger hears Escape wherever the
    // focus is, even in a part of the page React has not hydrated yet (React stops a key aimed
    // there before it bubbles to the document).
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <Wrapper
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(openDelay);
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        // Keyboard focus shows the hint at once; a mouse click that focuses does not.
        if (isFocusVisible(event.target)) show(0);
      }}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Bubble id={id} role="tooltip" hidden={!open}>
        {content}
      </Bubble>
    </Wrapper>
  );
}

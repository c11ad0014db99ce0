import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDesignSystemLabels, type DesignSystemLabels } from '../i18n/labels';
import { usePageVisible } from '../hooks/page-visibility';
import { usePrefersReducedMotion } from '../hooks/reduced-motion';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { IconButton } from './icon-button';

export type CarouselLabels = DesignSystemLabels['carousel'];

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

const Root = styled.section<{ $height: string }>`
  position: relative;
  overflow: hidden;
  /* The space is reserved before any slide paints (no layout shift); on a narrow phone the
     tallest slide may grow it, and every slide then shares that height. */
  min-height: ${({ $height }) => $height};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusInverse};
  }
`;

const Track = styled.div`
  display: flex;
  flex: 1;
  transform: translateX(calc(var(--carousel-index) * -100%));
  transition-property: transform;
  transition-timing-function: ${({ theme }) => theme.motion.easing};
  /* Slides run the way the text reads: the next one comes from the left in Arabic. */
  [dir='rtl'] & {
    transform: translateX(calc(var(--carousel-index) * 100%));
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  display: flex;
  flex-direction: column;
  min-width: 0;
  > * {
    flex: 1;
  }
`;

const Arrow = styled.div<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  button {
    background: rgba(0, 0, 0, 0.45);
    color: #ffffff;
    border-color: rgba(255, 255, 255, 0.6);
  }
  button:hover:not(:disabled) {
    background: rgba(0, 0, 0, 0.65);
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

const Controls = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.md};
  inset-inline: 0;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > button {
    background: rgba(0, 0, 0, 0.45);
    color: #ffffff;
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.35);
`;

const Dot = styled.button`
  /* A 24px hit area around a small visible dot (WCAG 2.5.8). */
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.7);
    border: 1px solid rgba(0, 0, 0, 0.4);
    transition: width ${({ theme }) => theme.motion.normal};
  }
  &[aria-current='true']::before {
    width: 1.25rem;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export interface CarouselProps {
  /** Names the carousel: 'Présentation de l’école'. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds each slide stays (the seed: 5000). */
  interval?: number;
  /** Milliseconds a change takes (the seed: 1000). */
  transitionDuration?: number;
  autoPlay?: boolean;
  /** Translated control names; English defaults otherwise. */
  labels?: Partial<CarouselLabels>;
  /** The minimum height (any CSS length), reserved before the slides paint. */
  height?: string;
  /** Starting slide. */
  defaultIndex?: number;
}

/**
 * A slideshow: arrows, dots for a direct jump, wrap-around. It advances on its own every
 * `interval` ms, but not while the pointer or focus is on it, the tab is hidden, the visitor has
 * paused it, or the system asks for reduced motion (then changes are instant too).
 */
export function Carousel({
  label,
  slides,
  interval = 5000,
  transitionDuration = 1000,
  autoPlay = true,
  labels: labelOverrides,
  height = 'clamp(26rem, 70vh, 38rem)',
  defaultIndex = 0,
}: CarouselProps) {
  const labels = { ...useDesignSystemLabels().carousel, ...labelOverrides };
  const count = slides.length;
  const [index, setIndex] = useState(defaultIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const visible = usePageVisible();
  const reducedMotion = usePrefersReducedMotion();
  const canPlay = autoPlay && !reducedMotion && count > 1;
  const running = canPlay && !userPaused && !hovered && !focused && visible;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [running, index, interval, count]);

  if (count === 0) return null;
  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      $height={height}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Track
        aria-live={running ? 'off' : 'polite'}
        data-index={index}
        style={{
          '--carousel-index': index,
          transitionDuration: `${reducedMotion ? 0 : transitionDuration}ms`,
        }}
      >
        {slides.map((slide, position) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, count)}
            aria-hidden={position !== index || undefined}
            inert={position !== index}
          >
            {slide.content}
          </Slide>
        ))}
      </Track>
      {count > 1 ? (
        <>
          <Arrow $side="start">
            <IconButton
              label={labels.previous}
              icon={<ChevronStartIcon />}
              variant="outline"
              onClick={() => go(index - 1)}
            />
          </Arrow>
          <Arrow $side="end">
            <IconButton
              label={labels.next}
              icon={<ChevronEndIcon />}
              variant="outline"
              onClick={() => go(index + 1)}
            />
          </Arrow>
          <Controls>
            {canPlay ? (
              <IconButton
                size="sm"
                label={userPaused ? labels.play : labels.pause}
                icon={userPaused ? <PlayIcon /> : <PauseIcon />}
                onClick={() => setUserPaused((value) => !value)}
              />
            ) : null}
            <Dots>
              {slides.map((slide, position) => (
                <Dot
                  key={slide.id}
                  type="button"
                  aria-label={labels.slide(position + 1, count)}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                />
              ))}
            </Dots>
          </Controls>
        </>
      ) : null}
    </Root>
  );
}

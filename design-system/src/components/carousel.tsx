import {
  CAROUSEL,
  CAROUSEL_GO,
  CAROUSEL_INDEX,
  CAROUSEL_PAUSE_LABEL,
  CAROUSEL_PAUSED,
  CAROUSEL_PLAY_LABEL,
  CAROUSEL_SLIDE,
  CAROUSEL_TOGGLE,
  CAROUSEL_TRANSITION,
  carouselNames,
  startCarousels,
} from '@school/platform/carousel';
import { EARLY_EVENTS_PASS } from '@school/platform/early-events';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDesignSystemLabels, type DesignSystemLabels } from '../i18n/labels';
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
  /* The pause button shows what it does: pause while the slides turn, play once paused. */
  [${CAROUSEL_TOGGLE}] [data-icon] {
    display: contents;
  }
  [${CAROUSEL_TOGGLE}] [data-icon='play'],
  [${CAROUSEL_PAUSED}] & [${CAROUSEL_TOGGLE}] [data-icon='pause'] {
    display: none;
  }
  [${CAROUSEL_PAUSED}] & [${CAROUSEL_TOGGLE}] [data-icon='play'] {
    display: contents;
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
 *
 * This component draws the first state only; what turns it and answers its controls is the
 * carousels' one controller (@school/platform/carousel), which the site's pages start before
 * any bundle, so a carousel works on a page that never runs React (a page of islands). Outside
 * the site (Storybook, tests) the component starts it. Its props stay what the first render
 * says: the controller writes the current slide, the dots and the pause button's name.
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
  const root = useRef<HTMLElement>(null);
  // The words change with the language: the controller names the pause button again.
  const names = `${labels.pause}|${labels.play}`;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const controller = startCarousels(window, carouselNames);
    controller.attach(element);
    return () => controller.detach(element);
  }, [names, count]);

  if (count === 0) return null;
  const first = ((defaultIndex % count) + count) % count;
  return (
    <Root
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      $height={height}
      {...{
        [CAROUSEL]: autoPlay && count > 1 ? interval : 0,
        [CAROUSEL_TRANSITION]: transitionDuration,
        [EARLY_EVENTS_PASS]: '',
      }}
    >
      <Track
        aria-live={autoPlay && count > 1 ? 'off' : 'polite'}
        {...{ [CAROUSEL_INDEX]: first }}
        style={{ '--carousel-index': first, transitionDuration: `${transitionDuration}ms` }}
      >
        {slides.map((slide, position) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, count)}
            aria-hidden={position !== first || undefined}
            inert={position !== first}
            {...{ [CAROUSEL_SLIDE]: '' }}
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
              {...{ [CAROUSEL_GO]: 'previous' }}
            />
          </Arrow>
          <Arrow $side="end">
            <IconButton
              label={labels.next}
              icon={<ChevronEndIcon />}
              variant="outline"
              {...{ [CAROUSEL_GO]: 'next' }}
            />
          </Arrow>
          <Controls>
            {autoPlay ? (
              <IconButton
                size="sm"
                label={labels.pause}
                icon={
                  <>
                    <span data-icon="pause">
                      <PauseIcon />
                    </span>
                    <span data-icon="play">
                      <PlayIcon />
                    </span>
                  </>
                }
                {...{
                  [CAROUSEL_TOGGLE]: '',
                  [CAROUSEL_PAUSE_LABEL]: labels.pause,
                  [CAROUSEL_PLAY_LABEL]: labels.play,
                }}
              />
            ) : null}
            <Dots>
              {slides.map((slide, position) => (
                <Dot
                  key={slide.id}
                  type="button"
                  aria-label={labels.slide(position + 1, count)}
                  aria-current={position === first ? 'true' : undefined}
                  {...{ [CAROUSEL_GO]: position }}
                />
              ))}
            </Dots>
          </Controls>
        </>
      ) : null}
    </Root>
  );
}

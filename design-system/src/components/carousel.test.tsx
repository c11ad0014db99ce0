import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { Carousel } from './carousel';

const slides = ['Bienvenue', 'Qualité', 'Avenir'].map((title) => ({
  id: title,
  content: <h2>{title}</h2>,
}));
const labels = {
  previous: 'Précédente',
  next: 'Suivante',
  slide: (n: number, total: number) => `Diapositive ${n} sur ${total}`,
  pause: 'Pause',
  play: 'Lecture',
};

const current = () => Number(document.querySelector('[data-index]')?.getAttribute('data-index'));
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function setReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = (props: Partial<Parameters<typeof Carousel>[0]> = {}) =>
  renderUi(<Carousel label="Présentation" slides={slides} labels={labels} {...props} />);

describe('Carousel timing', () => {
  it('advances every 5000 ms and wraps around to the first slide', () => {
    setup({ interval: 5000 });
    expect(current()).toBe(0);
    wait(4999);
    expect(current()).toBe(0);
    wait(1);
    expect(current()).toBe(1);
    wait(5000);
    expect(current()).toBe(2);
    wait(5000);
    expect(current()).toBe(0);
  });

  it('animates each change over the transition duration', () => {
    setup({ transitionDuration: 1000 });
    const track = document.querySelector<HTMLElement>('[data-index]');
    expect(track?.style.transitionDuration).toBe('1000ms');
  });

  it('pauses while hovered and resumes a full interval after', async () => {
    const { user } = setup();
    const root = screen.getByRole('region', { name: 'Présentation' });
    wait(3000);
    await user.hover(root);
    wait(20_000);
    expect(current()).toBe(0);
    await user.unhover(root);
    wait(5000);
    expect(current()).toBe(1);
  });

  it('pauses while focus is inside', () => {
    setup();
    act(() => {
      screen.getByRole('button', { name: 'Suivante' }).focus();
    });
    wait(20_000);
    expect(current()).toBe(0);
  });

  it('pauses while the tab is hidden', () => {
    setup();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    wait(20_000);
    expect(current()).toBe(0);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    wait(5000);
    expect(current()).toBe(1);
  });

  it('stops on its pause button and announces slides politely while stopped', async () => {
    const { user } = setup();
    const track = document.querySelector('[data-index]');
    expect(track?.getAttribute('aria-live')).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // Moving off the button must not restart it: the visitor asked for a stop.
    await user.unhover(screen.getByRole('region', { name: 'Présentation' }));
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    wait(20_000);
    expect(current()).toBe(0);
    expect(track?.getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Lecture' }));
    await user.unhover(screen.getByRole('region', { name: 'Présentation' }));
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    wait(5000);
    expect(current()).toBe(1);
  });

  it('honours prefers-reduced-motion: no autoplay, instant changes', () => {
    setReducedMotion(true);
    setup();
    wait(20_000);
    expect(current()).toBe(0);
    expect(document.querySelector<HTMLElement>('[data-index]')?.style.transitionDuration).toBe(
      '0ms',
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});

describe('Carousel controls', () => {
  it('goes back and forth with wrap-around, jumps with dots, hides the other slides', async () => {
    const { user } = setup({ autoPlay: false });
    await user.click(screen.getByRole('button', { name: 'Précédente' }));
    expect(current()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Diapositive 2 sur 3' }));
    expect(current()).toBe(1);
    expect(
      screen.getByRole('button', { name: 'Diapositive 2 sur 3' }).getAttribute('aria-current'),
    ).toBe('true');
    // Only the visible slide is in the accessibility tree.
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Diapositive 2 sur 3',
    ]);
    expect(screen.getByRole('heading').textContent).toBe('Qualité');
  });

  it('puts "previous" on the inline-start side in both directions (CSS mirrors it in RTL)', () => {
    renderUi(<Carousel label="عرض" slides={slides} labels={labels} autoPlay={false} />, {
      dir: 'rtl',
    });
    const [previous, next] = screen.getAllByRole('button');
    expect(previous?.getAttribute('aria-label')).toBe('Précédente');
    expect(next?.getAttribute('aria-label')).toBe('Suivante');
    expect(previous?.querySelector('svg')?.getAttribute('data-icon')).toBe('ChevronStart');
  });

  it('has French defaults for unlabelled controls and renders nothing without slides', () => {
    renderUi(<Carousel label="Hero" slides={slides} autoPlay={false} />);
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Diapositive 1 sur 3' }).length).toBeGreaterThan(
      0,
    );
    const { container } = renderUi(<Carousel label="Empty" slides={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

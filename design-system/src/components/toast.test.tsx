import { act, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { loadToastList, TOAST_DURATION, TOAST_LIMIT, ToastProvider, useToast } from './toast';

// The API escapes through a ref-like box: tests drive toasts from outside React.
const handle: { api?: ReturnType<typeof useToast> } = {};
function Capture() {
  const api = useToast();
  useEffect(() => {
    handle.api = api;
  }, [api]);
  return null;
}
const api = {
  toast: (options: Parameters<ReturnType<typeof useToast>['toast']>[0]) =>
    handle.api?.toast(options) ?? 0,
  dismiss: (id: number) => handle.api?.dismiss(id),
};

const titles = () =>
  screen.queryAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);

let user: UserEvent;
beforeEach(async () => {
  // The toasts' view is here before the first toast (a page loads it with its first one).
  await loadToastList();
  vi.useFakeTimers();
  ({ user } = renderUi(
    <ToastProvider closeLabel="Fermer" regionLabel="Notifications">
      <Capture />
    </ToastProvider>,
  ));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('uses the seed timings: 3 visible, 4000 ms by default, 5000 ms for the long one', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION).toEqual({ default: 4000, long: 5000 });
  });

  it('announces in a polite live region and goes after 4000 ms', () => {
    const region = screen.getByRole('list', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      api.toast({ title: 'Content created successfully' });
    });
    expect(titles()).toEqual(['Content created successfully']);
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(titles()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(titles()).toHaveLength(0);
  });

  it('keeps the long toast 5000 ms', () => {
    act(() => {
      api.toast({ title: 'Message envoyé !', duration: TOAST_DURATION.long });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(titles()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(titles()).toHaveLength(0);
  });

  it('shows at most three: a fourth pushes the oldest out', () => {
    act(() => {
      ['one', 'two', 'three', 'four'].forEach((title) => api.toast({ title }));
    });
    expect(titles()).toEqual(['two', 'three', 'four']);
  });

  it('pauses while hovered and resumes with the time left', async () => {
    act(() => {
      api.toast({ title: 'Settings updated successfully' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const region = screen.getByRole('list');
    await user.hover(region);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(titles()).toHaveLength(1);
    await user.unhover(region);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(titles()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(titles()).toHaveLength(0);
  });

  it('does not pause for a pointer at rest where it appears: it goes after its time', () => {
    act(() => {
      api.toast({ title: 'Paramètres mis à jour avec succès' });
    });
    const region = screen.getByRole('list');
    // What a browser reports when a toast appears under a pointer that does not move: entering,
    // and no movement (user-event has no way to say "appeared under the pointer").
    fireEvent.pointerOver(region);
    fireEvent.pointerEnter(region);
    fireEvent.mouseOver(region);
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(titles()).toHaveLength(0);
  });

  it('closes from its button and from dismiss()', async () => {
    let id = 0;
    act(() => {
      api.toast({ title: 'a', variant: 'destructive' });
      id = api.toast({ title: 'b', variant: 'success' });
    });
    await user.click(screen.getAllByRole('button', { name: 'Fermer' })[0] as HTMLElement);
    expect(titles()).toEqual(['b']);
    act(() => {
      api.dismiss(id);
    });
    expect(titles()).toEqual([]);
  });
});

describe('useToast', () => {
  it('says what is missing outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});

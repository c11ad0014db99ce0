import { act, createContext, startTransition, use, useDeferredValue, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { resetLiveForTests, startLive } from '../live/live';
import { useLocale, followAddress } from '../stores/locale-store';
import { HydrateOnDemand, useOpenHeldPartsOnChange, type HydrateWhen } from './hydrate-on-demand';

/** A part with something to do: a click counts only once React has hydrated it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page({ when, label = 'clicks' }: { when: HydrateWhen; label?: string }) {
  return (
    <main>
      <HydrateOnDemand when={when}>
        <Counter label={label} />
      </HydrateOnDemand>
    </main>
  );
}

/**
 * A page whose words come from a context that follows the language store deferred, as
 * RemoteIntlProvider does: a language switch reaches the held part as a context change in a
 * deferred render, not as new props.
 */
const Words = createContext('clicks');
const wordFor = { fr: 'clics', ar: 'نقرات', en: 'clicks' } as const;
function Worded() {
  return <Counter label={use(Words)} />;
}
function LocalizedPage({ when }: { when: HydrateWhen }) {
  const locale = useDeferredValue(useLocale());
  return (
    <Words value={wordFor[locale]}>
      <main>
        <HydrateOnDemand when={when}>
          <Worded />
        </HydrateOnDemand>
      </main>
    </Words>
  );
}

/** A page under a router: the address is a context above a held part that does not read it. */
const Address = createContext('/');
function ShownAddress() {
  return <p>{use(Address)}</p>;
}
// One element for every render: only the context changes below the provider, as under a router.
const navigatedContent = (
  <main>
    <ShownAddress />
    <HydrateOnDemand when="never">
      <Counter label="clicks" />
    </HydrateOnDemand>
  </main>
);
function NavigatingPage({ address, follow = true }: { address: string; follow?: boolean }) {
  return (
    <Address value={address}>
      {follow ? <FollowAddress address={address} /> : null}
      {navigatedContent}
    </Address>
  );
}
function FollowAddress({ address }: { address: string }) {
  useOpenHeldPartsOnChange(address);
  return null;
}
/** A held part whose parent draws it again with other children (not through a context). */
function RedrawnPage({ label }: { label: string }) {
  return (
    <main>
      <HydrateOnDemand when="never">
        <Counter label={label} />
      </HydrateOnDemand>
    </main>
  );
}

/** The page as the prerenderer writes it: rendered where there is no document. */
function serverHtml(element: React.ReactElement): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** IntersectionObserver as the test drives it: `show()` brings every observed box into view. */
const observed = new Set<{ callback: IntersectionObserverCallback; element?: Element }>();
class FakeObserver {
  private entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observed.add(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
async function show() {
  await act(async () => {
    for (const { callback, element } of [...observed]) {
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
    await Promise.resolve();
  });
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  observed.clear();
  container = document.createElement('div');
  document.body.append(container);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function click(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
}

describe('HydrateOnDemand', () => {
  it('renders its content on the server', () => {
    expect(serverHtml(<Page when="never" />)).toContain('clicks 0');
  });

  it("keeps the server's HTML, inert, until the box comes into view, then hydrates it in place", async () => {
    container.innerHTML = serverHtml(<Page when="visible" />);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const button = container.querySelector('button')!;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Page when="visible" />, {
        onRecoverableError: (error) => console.error(error),
      });
      await Promise.resolve();
    });
    await click(button);
    expect(button.textContent).toBe('clicks 0');

    await show();
    expect(container.querySelector('button')).toBe(button);
    await click(button);
    expect(button.textContent).toBe('clicks 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a live list once the page goes live, out of view as it may be', async () => {
    resetLiveForTests();
    container.innerHTML = serverHtml(<Page when="live" />);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await act(async () => {
      root = hydrateRoot(container, <Page when="live" />);
      await Promise.resolve();
    });
    const button = container.querySelector('button')!;
    await click(button);
    expect(button.textContent).toBe('clicks 0');

    await act(async () => {
      startLive('signed-in');
      await Promise.resolve();
    });
    await click(button);
    expect(button.textContent).toBe('clicks 1');
    resetLiveForTests();
  });

  it('never hydrates a "never" part, and draws it afresh when the page changes it', async () => {
    container.innerHTML = serverHtml(<Page when="never" />);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const button = container.querySelector('button')!;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Page when="never" />, {
        onRecoverableError: (error) => console.error(error),
      });
      await Promise.resolve();
    });
    expect(observed.size).toBe(0);
    await click(button);
    expect(button.textContent).toBe('clicks 0');

    // Another language, say: React draws the part as in any client render, without an error.
    await act(async () => {
      root?.render(<Page when="never" label="clics" />);
      await Promise.resolve();
    });
    expect(container.querySelector('button')?.textContent).toBe('clics 0');
    expect(errors).not.toHaveBeenCalled();
  });

  it.each<HydrateWhen>(['never', 'visible', 'live'])(
    'follows a language switch that reaches a held "%s" part through a context, in place',
    async (when) => {
      resetLiveForTests();
      followAddress('/');
      container.innerHTML = serverHtml(<LocalizedPage when={when} />);
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const button = container.querySelector('button')!;
      const errors = vi.spyOn(console, 'error');
      await act(async () => {
        root = hydrateRoot(container, <LocalizedPage when={when} />, {
          onRecoverableError: (error) => console.error(error),
        });
        await Promise.resolve();
      });
      expect(button.textContent).toBe('clics 0');

      await act(async () => {
        followAddress('/en');
        await Promise.resolve();
      });
      // Hydrated, then updated: the same element, in the new language, and it now responds.
      expect(container.querySelector('button')).toBe(button);
      expect(button.textContent).toBe('clicks 0');
      await click(button);
      expect(button.textContent).toBe('clicks 1');
      expect(errors).not.toHaveBeenCalled();
      act(() => root?.unmount());
      root = undefined;
      followAddress('/');
    },
  );

  async function navigate(follow: boolean) {
    container.innerHTML = serverHtml(<NavigatingPage address="/" follow={follow} />);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const button = container.querySelector('button')!;
    await act(async () => {
      root = hydrateRoot(container, <NavigatingPage address="/" follow={follow} />);
      await Promise.resolve();
    });
    await act(async () => {
      startTransition(() => root?.render(<NavigatingPage address="/#levels" follow={follow} />));
      await Promise.resolve();
    });
    return button;
  }

  it('holds a navigation back while a part it does not even read stays shut (React)', async () => {
    // Why the shell opens held parts on a new address: without it, the page never changes.
    await navigate(false);
    expect(container.querySelector('p')?.textContent).toBe('/');
  });

  it('lets a navigation through: a new address opens the held parts, which hydrate in place', async () => {
    const button = await navigate(true);
    expect(container.querySelector('p')?.textContent).toBe('/#levels');
    expect(container.querySelector('button')).toBe(button);
    await click(button);
    expect(button.textContent).toBe('clicks 1');
  });

  it('opens a held part that its parent draws again in a transition, and updates it in place', async () => {
    container.innerHTML = serverHtml(<RedrawnPage label="clics" />);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const button = container.querySelector('button')!;
    await act(async () => {
      root = hydrateRoot(container, <RedrawnPage label="clics" />);
      await Promise.resolve();
    });
    await act(async () => {
      startTransition(() => root?.render(<RedrawnPage label="clicks" />));
      await Promise.resolve();
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('clicks 0');
  });

  it('renders at once where the browser draws the page itself (no server HTML)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page when="never" />);
      await Promise.resolve();
    });
    const button = container.querySelector('button')!;
    await click(button);
    expect(button.textContent).toBe('clicks 1');
  });
});

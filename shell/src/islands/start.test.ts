import {
  ISLAND_ATTRIBUTE,
  ISLAND_FOLLOWS_ATTRIBUTE,
  ISLAND_FOLLOWS_DATA,
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_ON_INTENT,
  ISLAND_WHEN_ATTRIBUTE,
} from '@school/platform/early-events';
import { PAGE_STATE_ID } from '@school/platform/data-version';

// islands/start.ts runs when imported (a page of islands' entry): each test draws a page, then
// imports it afresh, with the hydration and the version check replaced by recorders.

const calls: string[] = [];
const watched: { version: string | null; onChange: (version: string) => void }[] = [];
/** Each island's hydration, resolved by the test (React's commit). */
const pending = new Map<string, (hydrated: boolean) => void>();

vi.mock('./hydrate', () => ({
  hydrateIsland: (element: HTMLElement, id: string) => {
    calls.push(`hydrate ${id}`);
    return new Promise<boolean>((resolve) => pending.set(id, resolve));
  },
  readPageDataAgain: () => {
    calls.push('read again');
    return Promise.resolve();
  },
}));

vi.mock('@school/shared/live/data-version', () => ({
  watchDataVersion: (options: (typeof watched)[number]) => {
    watched.push(options);
    return () => {};
  },
}));

vi.mock('./notices', () => ({ followNotices: () => () => {} }));

const CALENDAR = 'blog_news/islands/calendar';
const FORM = 'contact/islands/contact-form';

function island(id: string, follows: boolean) {
  const follow = follows ? ` ${ISLAND_FOLLOWS_ATTRIBUTE}="${ISLAND_FOLLOWS_DATA}"` : '';
  return `<div ${ISLAND_ATTRIBUTE}="${id}" ${ISLAND_WHEN_ATTRIBUTE}="${ISLAND_ON_INTENT}"${follow}><button type="button">${id}</button></div>`;
}

async function startPage(islands: string, state: object | null) {
  document.body.innerHTML = `<div id="root" data-islands="">${islands}</div>${
    state
      ? `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)}</script>`
      : ''
  }`;
  vi.resetModules();
  await import('./start');
  // The (replaced) hydration module loaded, as it is by the time a change is found.
  await import('./hydrate');
}

/** Lets the dynamic imports and promise chains of the module run (a few macrotasks). */
async function settle() {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a page of islands follows its data for the islands that show it', () => {
  afterEach(() => {
    calls.length = 0;
    watched.length = 0;
    pending.clear();
    document.body.innerHTML = '';
  });

  it('checks nothing on a page whose islands show no data (a form)', async () => {
    await startPage(island(FORM, false), { dataVersion: 'a'.repeat(64) });
    expect(watched).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('watches from the version the page was drawn with, and hydrates nothing while it holds', async () => {
    await startPage(island(CALENDAR, true) + island(FORM, false), { dataVersion: 'b'.repeat(64) });
    expect(watched).toHaveLength(1);
    expect(watched[0]!.version).toBe('b'.repeat(64));
    await settle();
    expect(calls).toEqual([]);
  });

  it('a page drawn without a version counts as changed at the first answer (null)', async () => {
    await startPage(island(CALENDAR, true), null);
    expect(watched[0]!.version).toBeNull();
  });

  it('on a change: hydrates the islands that show data, then reads again, once hydrated', async () => {
    await startPage(island(CALENDAR, true) + island(FORM, false), { dataVersion: 'c'.repeat(64) });
    watched[0]!.onChange('d'.repeat(64));
    await settle();
    // The form is not the data's: left for the visitor's intent.
    expect(calls).toEqual([`hydrate ${CALENDAR}`]);
    // Hydrated for the data, not used: not marked as the visitor's (a live list stays unlive).
    expect(document.querySelector(`[${ISLAND_INTENDED_ATTRIBUTE}]`)).toBeNull();
    // Nothing is read before React owns the list (a read first would redraw the server's HTML).
    await settle();
    expect(calls).toEqual([`hydrate ${CALENDAR}`]);
    pending.get(CALENDAR)!(true);
    await settle();
    expect(calls).toEqual([`hydrate ${CALENDAR}`, 'read again']);

    // A later intent in it does not hydrate it twice; a second change reads again.
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    watched[0]!.onChange('e'.repeat(64));
    await settle();
    expect(calls).toEqual([`hydrate ${CALENDAR}`, 'read again', 'read again']);
  });

  it('an island the visitor already opened is not hydrated again by a change', async () => {
    await startPage(island(CALENDAR, true), { dataVersion: 'c'.repeat(64) });
    document.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(calls).toEqual([`hydrate ${CALENDAR}`]);
    // Marked as the visitor's: a live list in it goes live (observeLiveList).
    expect(
      document.querySelector(`[${ISLAND_ATTRIBUTE}]`)?.hasAttribute(ISLAND_INTENDED_ATTRIBUTE),
    ).toBe(true);
    watched[0]!.onChange('d'.repeat(64));
    pending.get(CALENDAR)!(true);
    await settle();
    expect(calls).toEqual([`hydrate ${CALENDAR}`, 'read again']);
  });

  it('reads nothing when the island’s code could not load (it keeps the server’s HTML)', async () => {
    await startPage(island(CALENDAR, true), { dataVersion: 'c'.repeat(64) });
    watched[0]!.onChange('d'.repeat(64));
    await settle();
    pending.get(CALENDAR)!(false);
    await settle();
    expect(calls).toEqual([`hydrate ${CALENDAR}`]);
  });
});

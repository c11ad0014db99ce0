import { followAddress, parseRuntimeConfig, setRuntimeConfig } from '@school/shared';
import type { Notice } from '@school/shared/data/notices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  NOTICE_DISMISSED_ATTRIBUTE,
  NOTICE_DISMISSED_STORAGE_KEY,
  noticeDismissKey,
} from '@school/shared/data/notices';
import { renderShell } from '../../testing/render-shell';

const HOUR = 3_600_000;
let nextId = 1;
function notice(values: Partial<Notice> = {}): Notice {
  return {
    id: nextId++,
    text_fr: 'École fermée demain',
    text_ar: null,
    text_en: null,
    level: 'information',
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + HOUR).toISOString(),
    ...values,
  };
}

function FakeArea() {
  return <p>Page</p>;
}

const bands = () => [...document.querySelectorAll<HTMLElement>('[data-notice]')];

describe('the notice banner', () => {
  beforeEach(() => {
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the running notices above the header, the urgent first, each read by its level', async () => {
    followAddress('/');
    await renderShell('/', {
      Area: FakeArea,
      notices: [
        notice({ text_fr: 'Réunion des parents samedi' }),
        notice({ text_fr: 'École fermée demain', level: 'urgent' }),
        notice({ text_fr: 'Photos de classe lundi', level: 'important' }),
      ],
    });
    const header = await screen.findByRole('banner');
    // The banner's code is a chunk loaded when a notice runs.
    await waitFor(() => expect(bands()).toHaveLength(3));
    expect(bands().map((band) => band.dataset.level)).toEqual([
      'urgent',
      'important',
      'information',
    ]);
    for (const band of bands()) {
      // Before the header in the document: what a screen reader and a keyboard meet first.
      expect(band.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const urgent = screen.getAllByRole('alert').find((el) => el.dataset.notice)!;
    expect(urgent).toHaveTextContent('Urgent : École fermée demain');
    const statuses = screen.getAllByRole('status').filter((el) => el.dataset.notice);
    expect(statuses.map((el) => el.textContent)).toEqual([
      'Important : Photos de classe lundi',
      'Information : Réunion des parents samedi',
    ]);
  });

  it('shows the page language, or the French marked lang="fr" where there is no translation', async () => {
    followAddress('/ar');
    await renderShell('/ar', {
      Area: FakeArea,
      notices: [
        notice({ text_fr: 'École fermée demain', text_ar: 'المدرسة مغلقة غدا', level: 'urgent' }),
        notice({ text_fr: 'Réunion samedi', text_en: 'Meeting on Saturday' }),
      ],
    });
    await waitFor(() => expect(bands()).toHaveLength(2));
    const urgent = bands()[0]!;
    expect(urgent).toHaveAttribute('role', 'alert');
    expect(within(urgent).getByText('المدرسة مغلقة غدا')).not.toHaveAttribute('lang');
    expect(urgent).toHaveTextContent('عاجل:');
    const french = within(bands()[1]!).getByText('Réunion samedi');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('dir', 'ltr');
  });

  it('is dismissed for good, and comes back when its text changes', async () => {
    followAddress('/en');
    const closure = notice({
      text_fr: 'École fermée',
      text_en: 'School closed',
      level: 'important',
    });
    const first = await renderShell('/en', { Area: FakeArea, notices: [closure] });
    await waitFor(() => expect(bands()).toHaveLength(1));
    expect(bands()[0]).toHaveTextContent('Important: School closed');
    await first.user.click(
      within(bands()[0]!).getByRole('button', { name: 'Dismiss this notice' }),
    );
    expect(bands()).toHaveLength(0);
    // Focus goes to the page's content, not back to the document.
    expect(document.activeElement).toBe(document.getElementById('main'));
    const key = noticeDismissKey(closure);
    expect(JSON.parse(localStorage.getItem(NOTICE_DISMISSED_STORAGE_KEY)!)).toEqual([key]);
    expect(document.documentElement.getAttribute(NOTICE_DISMISSED_ATTRIBUTE)).toBe(key);
    first.unmount();

    // Another page load: still dismissed.
    const again = await renderShell('/en', { Area: FakeArea, notices: [closure] });
    await screen.findByRole('banner');
    expect(bands()).toHaveLength(0);
    again.unmount();

    // Its text edited: a new notice to this visitor.
    await renderShell('/en', {
      Area: FakeArea,
      notices: [{ ...closure, text_en: 'School closed on Monday' }],
    });
    await waitFor(() => expect(bands()).toHaveLength(1));
    expect(bands()[0]).toHaveTextContent('School closed on Monday');
  });

  it('goes by itself at its end time, by the clock and no polling', async () => {
    // Timers that follow the real clock (the screen's own waits work) and can be moved on.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    followAddress('/');
    await renderShell('/', {
      Area: FakeArea,
      notices: [
        notice({
          text_fr: 'Fini dans une heure',
          ends_at: new Date(Date.now() + HOUR).toISOString(),
        }),
        notice({
          text_fr: 'Fini dans deux heures',
          ends_at: new Date(Date.now() + 2 * HOUR).toISOString(),
        }),
      ],
    });
    await waitFor(() => expect(bands()).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(bands().map((band) => band.textContent)).toEqual([
      'Information : Fini dans deux heures',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(bands()).toHaveLength(0);
  });

  it('a page drawn before a notice ended does not show it once it runs', async () => {
    followAddress('/');
    await renderShell('/', {
      Area: FakeArea,
      notices: [
        notice({ text_fr: 'Encore là' }),
        notice({ text_fr: 'Déjà fini', ends_at: new Date(Date.now() - 1000).toISOString() }),
      ],
    });
    await waitFor(() =>
      expect(bands().map((band) => band.textContent)).toEqual(['Information : Encore là']),
    );
  });

  it('index.html names the dismissed notices on <html> from the same storage key', () => {
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`localStorage.getItem('${NOTICE_DISMISSED_STORAGE_KEY}')`);
    expect(html).toContain(`setAttribute('${NOTICE_DISMISSED_ATTRIBUTE}'`);
  });
});

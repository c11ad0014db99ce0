import { render as renderDom, type RenderResult } from '@testing-library/react';
import userEvent, {
  type Options as UserOptions,
  type UserEvent,
} from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type ResolvedIntlConfig } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { DesignSystemLabelsProvider } from '../i18n/labels';
import { lightTheme } from '../tokens/themes';

// The core of the platform's one render helper. It lives here, not in @school/shared, because
// the shared package depends on the design system: the design system importing it back would
// make a cycle. @school/shared/testing's `render` adds the app's providers (query client,
// stores, toasts, data router) around this one.

export interface RenderUiOptions {
  /** The language of the page (default French). Arabic lays out right to left. */
  locale?: string;
  /** Text direction of the element the ui sits in: the locale's unless told. */
  dir?: 'ltr' | 'rtl';
  /** The messages of `locale`; none by default, so messages read their French defaultMessage. */
  messages?: Record<string, string>;
  /** Providers to put between the theme and language and the ui (the apps' query client…). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** userEvent options (fake timers need none: the helper moves them). */
  user?: UserOptions;
}

export interface RenderUiResult extends RenderResult {
  /** Acts as a visitor does (pointer, keyboard); await every call. */
  user: UserEvent;
}

// Under vitest's fake timers, Testing Library's async wrapper (which user-event goes through)
// ends by waiting on a setTimeout(0) that it only flushes for Jest's timers: every userEvent
// call would hang. It looks for Jest through a global `jest`; give it vitest's clock, moved by
// 0 ms (only what is already due runs).
const globals = globalThis as { jest?: unknown };
globals.jest ??= { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

/** user-event's pauses between steps, moved on the fake clock when a test uses one. */
const advanceTimers = (ms: number) => {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
};

const ignoreMissingTranslation: ResolvedIntlConfig['onError'] = (error) => {
  // A catalog without a message falls back to its French default, as on the site.
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

/**
 * A `userEvent.setup()` whose pauses move a fake clock when the test uses one: the `user` every
 * render helper returns, for a test that renders a whole app itself (the shell's renderShell).
 */
export function setupUser(options: UserOptions = {}): UserEvent {
  return userEvent.setup({ advanceTimers, ...options });
}

/**
 * Renders `ui` as the platform does: light theme, an IntlProvider in `locale` with the design
 * system's labels, inside an element carrying the text direction. Returns RTL's result with a
 * `user` from `userEvent.setup()`.
 */
export function renderUi(ui: ReactNode, options: RenderUiOptions = {}): RenderUiResult {
  const { locale = 'fr', messages = {}, wrapper: Wrapper } = options;
  const dir = options.dir ?? (locale === 'ar' ? 'rtl' : 'ltr');
  const user = setupUser(options.user);
  const content = Wrapper ? <Wrapper>{ui}</Wrapper> : ui;
  const result = renderDom(
    <ThemeProvider theme={lightTheme}>
      <IntlProvider
        locale={locale}
        defaultLocale="fr"
        messages={messages}
        onError={ignoreMissingTranslation}
      >
        <DesignSystemLabelsProvider>
          <div dir={dir}>{content}</div>
        </DesignSystemLabelsProvider>
      </IntlProvider>
    </ThemeProvider>,
  );
  return { ...result, user };
}

export type { UserEvent };

import { AlertIcon, CloseIcon, Container, IconButton, InfoIcon } from '@school/design-system';
import { NOTICE_ATTRIBUTE } from '@school/platform/early-events';
import { usePageLocale } from '@school/shared';
import {
  compareNotices,
  isNoticeRunning,
  NOTICE_DISMISSED_ATTRIBUTE,
  noticeDismissKey,
  noticeText,
  readDismissedNotices,
  rememberDismissedNotice,
  type Notice,
  type NoticeLevel,
} from '@school/shared/data/notices';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { noticeLabel, noticeWords as m } from './notice-messages';

const tones = { information: 'info', important: 'warning', urgent: 'danger' } as const;

const Band = styled.div<{ $level: NoticeLevel; $key: string }>`
  background: ${({ theme, $level }) => theme.colors.tones[tones[$level]].bg};
  color: ${({ theme, $level }) => theme.colors.tones[tones[$level]].fg};
  border-block-end: 2px solid ${({ theme, $level }) => theme.colors.tones[tones[$level]].strong};
  /* Dismissed on an earlier visit: the first inline script listed it on <html> before this was
     painted, so it never shows (no layout shift once the app reads the same list). */
  html[${NOTICE_DISMISSED_ATTRIBUTE}~='${({ $key }) => $key}'] & {
    display: none;
  }
  button:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 1px;
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding-block: ${({ theme }) => theme.space.xs};
  > svg {
    flex: none;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  /* A long word (an address, a link) wraps at 320 px instead of widening the page. */
  overflow-wrap: anywhere;
`;

const levelLabels = {
  information: m.information,
  important: m.important,
  urgent: m.urgent,
} as const;

/** The ids of the notices running at `now` (all of them for null), as one comparable string. */
function runningIds(notices: readonly Notice[], now: number | null): string {
  return notices
    .filter((notice) => now === null || isNoticeRunning(notice, now))
    .map((notice) => notice.id)
    .join(',');
}

/** Visitors' dismissals, as a store React reads (another tab's dismissal counts too). */
const dismissals = {
  listeners: new Set<() => void>(),
  subscribe: (listener: () => void) => {
    dismissals.listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      dismissals.listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  /** The list as stored: a string, the same from one read to the next until it changes. */
  read: () => readDismissedNotices().join(' '),
  dismiss: (key: string) => {
    rememberDismissedNotice(key);
    for (const listener of dismissals.listeners) listener();
  },
};
const noDismissals = () => '';

/** The longest a timer holds (24.8 days): a later notice is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The notices running now (as read: NoticesSlot), above the header of every public page, most
 * urgent first. Drawn in the prerendered HTML (the page's state carries them), each with its level said in words (not
 * only by its colour) and read by screen readers: `role="alert"` for an urgent one,
 * `role="status"` otherwise. A visitor may dismiss one: remembered per notice and text, so an
 * edited notice comes back. Each goes at its end time by the visitor's clock, even on a page
 * drawn before (the prerender service draws the pages again then too).
 */
export function NoticeBanner({ notices }: { notices: readonly Notice[] }) {
  const locale = usePageLocale();
  const intl = useIntl();

  // Which notices run now, by the visitor's clock, told again at the next start or end among
  // them. While hydrating, those the server drew (all it read ran then), so hydration matches;
  // React then draws what the clock says.
  const subscribeClock = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const now = Date.now();
        const next = notices
          .flatMap((notice) => [Date.parse(notice.starts_at), Date.parse(notice.ends_at)])
          .filter((time) => time > now)
          .sort((a, b) => a - b)[0];
        if (next === undefined) return;
        timer = setTimeout(
          () => {
            changed();
            schedule();
          },
          Math.min(next - now, MAX_TIMER_MS),
        );
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [notices],
  );
  const running = useSyncExternalStore(
    subscribeClock,
    () => runningIds(notices, Date.now()),
    () => runningIds(notices, null),
  );
  const dismissed = useSyncExternalStore(dismissals.subscribe, dismissals.read, noDismissals);

  const shown = useMemo(() => {
    const ids = running.split(',');
    const hidden = dismissed.split(' ');
    return notices
      .filter((notice) => ids.includes(String(notice.id)))
      .filter((notice) => !hidden.includes(noticeDismissKey(notice)))
      .sort(compareNotices);
  }, [notices, running, dismissed]);
  if (shown.length === 0) return null;

  return (
    <div data-notices="">
      {shown.map((notice: Notice) => {
        const key = noticeDismissKey(notice);
        const { text, lang } = noticeText(notice, locale);
        const label = intl.formatMessage(levelLabels[notice.level]);
        return (
          <Band
            key={notice.id}
            $level={notice.level}
            $key={key}
            role={notice.level === 'urgent' ? 'alert' : 'status'}
            {...{ [NOTICE_ATTRIBUTE]: key }}
            data-level={notice.level}
            // Its time, for a page that runs no app (a page of islands: islands/notices.ts).
            data-starts={notice.starts_at}
            data-ends={notice.ends_at}
          >
            <Inner>
              {notice.level === 'information' ? <InfoIcon /> : <AlertIcon />}
              <Text>
                <strong>{intl.formatMessage(noticeLabel, { level: label })}</strong>{' '}
                <span lang={lang} dir={lang ? 'ltr' : undefined}>
                  {text}
                </span>
              </Text>
              <IconButton
                size="sm"
                label={intl.formatMessage(m.dismiss)}
                title={intl.formatMessage(m.dismiss)}
                icon={<CloseIcon />}
                onClick={() => {
                  dismissals.dismiss(key);
                  // The button goes with its notice: focus moves to the next notice's, or to
                  // the page's content (the skip link's target), never back to the document.
                  const bands = [
                    ...document.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`),
                  ];
                  const next = bands.find((band) => band.getAttribute(NOTICE_ATTRIBUTE) !== key);
                  (next?.querySelector('button') ?? document.getElementById('main'))?.focus();
                }}
              />
            </Inner>
          </Band>
        );
      })}
    </div>
  );
}

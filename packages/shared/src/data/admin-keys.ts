import type { QueryClient } from '@tanstack/react-query';
import {
  activityKeys,
  dashboardKeys,
  documentKeys,
  eventKeys,
  noticeKeys,
  settingsKeys,
} from '@school/shared';

// The query keys of the back office's own domains and the one invalidation of each (keys.ts has
// the ones public pages read). Only the data/admin entry uses them: they load with the back
// office, not with every page. Its modules import this file by a relative path (one copy, in
// that entry); keys.ts by the package's name, the shell's copy.

export const profileKeys = {
  all: ['profiles'] as const,
  list: () => [...profileKeys.all, 'list'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  contact: () => [...messageKeys.all, 'contact'] as const,
  /** One page of the inbox under one filter ('new' | 'handled' | 'all'), 0-based. */
  contactPage: (filter: string, page: number) =>
    [...messageKeys.contact(), 'page', filter, page] as const,
  unread: () => [...messageKeys.all, 'contact', 'unread'] as const,
  subscribers: () => [...messageKeys.all, 'subscribers'] as const,
  /** The list's counts (confirmed, pending, unsubscribed) and each sending's progress. */
  newsletter: () => [...messageKeys.all, 'newsletter'] as const,
};

export const admissionKeys = {
  all: ['admissions'] as const,
  /** The list under one level and one school year ('all' for either). */
  list: (level: string, schoolYear: string) =>
    [...admissionKeys.all, 'list', level, schoolYear] as const,
  newCount: () => [...admissionKeys.all, 'new-count'] as const,
};

/** Everything a settings change makes stale: the settings, the dashboard's count, the log. */
export async function invalidateSettings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/** Everything a change to contact messages makes stale: pages, filters and the unread badge. */
export function invalidateMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}

/** Everything a pre-registration's change makes stale: the lists, the badge, the activity log. */
export async function invalidateAdmissions(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * Everything a notice's change makes stale: the back office's list, what a visitor sees now (the
 * same browser's public pages, and the screen's preview of them) and the activity log.
 */
export async function invalidateNotices(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * Everything an event's change makes stale: the back office's list, the same browser's calendar
 * and home page, and the activity log.
 */
export async function invalidateEvents(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * Everything a document's change makes stale: the back office's list, the public list (the same
 * browser's /documents) and the activity log.
 */
export async function invalidateDocuments(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

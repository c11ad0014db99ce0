import type { ContentStatus } from './types';

/**
 * The publication rule of every save: published now when saved as published, no date for a
 * draft. An explicit future time (scheduled publishing) is kept. The database applies the same
 * rule whatever the client sends; this keeps the form and the list in step with it.
 */
export function publishedAtFor(
  status: ContentStatus,
  now: Date = new Date(),
  scheduledFor?: Date | null,
): string | null {
  if (status === 'draft') return null;
  if (scheduledFor && scheduledFor.getTime() > now.getTime()) return scheduledFor.toISOString();
  return now.toISOString();
}

/** Whether the public can see an item at this moment. */
export function isPubliclyVisible(
  item: { status: string; published_at: string | null },
  now: Date = new Date(),
): boolean {
  return (
    item.status === 'published' &&
    item.published_at !== null &&
    new Date(item.published_at).getTime() <= now.getTime()
  );
}

/** The status the back office shows: a published item whose time has not come is scheduled. */
export function displayStatus(
  item: { status: string; published_at: string | null },
  now: Date = new Date(),
): 'draft' | 'published' | 'scheduled' {
  if (item.status !== 'published') return 'draft';
  return item.published_at && new Date(item.published_at).getTime() > now.getTime()
    ? 'scheduled'
    : 'published';
}

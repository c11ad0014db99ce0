import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventKeys, getSupabase } from '@school/shared';
import { invalidateEvents } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions, type QueryHookOptions } from '../options';
import { z } from '../zod';
import { EVENT_COLUMNS, EVENT_LEVELS, EVERYONE, lastDayOf, type SchoolEvent } from './event';

/** An event as the back office lists it: published or not, and when it was created. */
export type AdminEvent = SchoolEvent & { published: boolean; created_at: string };

/** Every event (past, to come, unpublished: staff read them all), the latest start first. */
export async function fetchAdminEvents(signal?: AbortSignal): Promise<AdminEvent[]> {
  const client = await getSupabase();
  let query = client
    .from('events')
    .select(`${EVENT_COLUMNS}, published, created_at`)
    .order('starts_at', { ascending: false })
    .order('id', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const adminEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.admin(),
    queryFn: ({ signal }) => fetchAdminEvents(signal),
  });

export function useAdminEvents(
  options: QueryHookOptions<AdminEvent[], ReturnType<typeof eventKeys.admin>> = {},
) {
  return useQuery({ ...adminEventsQueryOptions(), ...options });
}

/** The longest title, place and description (the database says the same). */
export const EVENT_TITLE_MAX = 200;
export const EVENT_PLACE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 4000;

const optional = (max: number) =>
  z.string().trim().max(max, 'validation.event.tooLong').optional().or(z.literal(''));

/** The form's choice of levels: « everyone », or any of the school's levels. */
export const eventLevelChoices = [EVERYONE, ...EVENT_LEVELS] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The instant a field names, in Bamako's time (UTC all year, whatever the browser's zone): a day
 * (`2031-03-11`, its midnight) for a whole-day event, else a day and time (`2031-03-11T09:00`).
 * Null when the field does not hold that.
 */
export function instantOf(value: string | undefined, allDay: boolean): Date | null {
  if (!value) return null;
  if (allDay) return DATE.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  return DATE_TIME.test(value) ? new Date(`${value}:00Z`) : null;
}

const DAY = 86_400_000;

/**
 * The event form: the French title required, the other texts optional, whole days or a start
 * and end time, at least one level, published or not. Messages are message ids (the back office
 * translates them). A whole-day event's end is its last day (the row stores midnight after it).
 * The end after the start is checked here for a quick answer and by the database whatever is
 * sent (its refusal is mapped back to the same message: eventSaveError).
 */
export const eventFormSchema = z
  .object({
    title_fr: z
      .string()
      .trim()
      .min(1, 'validation.event.titleRequired')
      .max(EVENT_TITLE_MAX, 'validation.event.tooLong'),
    title_ar: optional(EVENT_TITLE_MAX),
    title_en: optional(EVENT_TITLE_MAX),
    description_fr: optional(EVENT_DESCRIPTION_MAX),
    description_ar: optional(EVENT_DESCRIPTION_MAX),
    description_en: optional(EVENT_DESCRIPTION_MAX),
    place_fr: optional(EVENT_PLACE_MAX),
    place_ar: optional(EVENT_PLACE_MAX),
    place_en: optional(EVENT_PLACE_MAX),
    all_day: z.boolean(),
    starts: z.string().min(1, 'validation.event.startRequired'),
    ends: z.string().min(1, 'validation.event.endRequired'),
    levels: z.array(z.enum(eventLevelChoices)).min(1, 'validation.event.levelRequired'),
    published: z.boolean(),
  })
  .superRefine((values, context) => {
    const start = instantOf(values.starts, values.all_day);
    const end = instantOf(values.ends, values.all_day);
    if (values.starts && !start)
      context.addIssue({ code: 'custom', path: ['starts'], message: 'validation.event.badDate' });
    if (values.ends && !end)
      context.addIssue({ code: 'custom', path: ['ends'], message: 'validation.event.badDate' });
    if (!start || !end) return;
    // A whole-day event may end the day it starts; a timed one after its start.
    if (values.all_day ? end < start : end <= start) {
      context.addIssue({
        code: 'custom',
        path: ['ends'],
        message: 'validation.event.endBeforeStart',
      });
    }
    for (const locale of ['ar', 'en'] as const) {
      const titled = Boolean(values[`title_${locale}`]);
      const started = Boolean(values[`description_${locale}`] || values[`place_${locale}`]);
      if (started && !titled) {
        context.addIssue({
          code: 'custom',
          path: [`title_${locale}`],
          message: 'validation.event.translationTitleRequired',
        });
      }
    }
  });

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** An empty form: one day for the whole school, published. */
export const emptyEventForm: EventFormInput = {
  title_fr: '',
  title_ar: '',
  title_en: '',
  description_fr: '',
  description_ar: '',
  description_en: '',
  place_fr: '',
  place_ar: '',
  place_en: '',
  all_day: false,
  starts: '',
  ends: '',
  levels: [EVERYONE],
  published: true,
};

/** The row a form becomes (an empty text is none: the page shows the French, or nothing). */
export function toEventRow(values: EventFormValues) {
  const text = (value: string | undefined) => (value ? value : null);
  const start = instantOf(values.starts, values.all_day) as Date;
  const end = instantOf(values.ends, values.all_day) as Date;
  return {
    title_fr: values.title_fr,
    title_ar: text(values.title_ar),
    title_en: text(values.title_en),
    description_fr: text(values.description_fr),
    description_ar: text(values.description_ar),
    description_en: text(values.description_en),
    place_fr: text(values.place_fr),
    place_ar: text(values.place_ar),
    place_en: text(values.place_en),
    all_day: values.all_day,
    starts_at: start.toISOString(),
    // Whole days: the row's end is midnight after the last day (exclusive, as iCalendar's).
    ends_at: new Date(end.getTime() + (values.all_day ? DAY : 0)).toISOString(),
    levels: values.levels,
    published: values.published,
  };
}

/** The form's values for an event being edited. */
export function toEventForm(event: AdminEvent): EventFormInput {
  const field = (iso: string) =>
    event.all_day ? iso.slice(0, 10) : new Date(iso).toISOString().slice(0, 16);
  return {
    title_fr: event.title_fr,
    title_ar: event.title_ar ?? '',
    title_en: event.title_en ?? '',
    description_fr: event.description_fr ?? '',
    description_ar: event.description_ar ?? '',
    description_en: event.description_en ?? '',
    place_fr: event.place_fr ?? '',
    place_ar: event.place_ar ?? '',
    place_en: event.place_en ?? '',
    all_day: event.all_day,
    starts: field(new Date(event.starts_at).toISOString()),
    ends: event.all_day ? lastDayOf(event) : field(new Date(event.ends_at).toISOString()),
    levels: event.levels.filter((level): level is (typeof eventLevelChoices)[number] =>
      (eventLevelChoices as readonly string[]).includes(level),
    ),
    published: event.published,
  };
}

/**
 * What the database's refusal of an event means, as the form says it on a field: the end at or
 * before the start (events_end_after_start), whole days not from midnight to midnight
 * (events_all_day_midnight). Null for any other error.
 */
export function eventSaveError(
  error: unknown,
): { field: 'ends' | 'starts'; message: string } | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code !== '23514') return null;
  if (text.includes('events_end_after_start'))
    return { field: 'ends', message: 'validation.event.endBeforeStart' };
  if (text.includes('events_all_day_midnight'))
    return { field: 'starts', message: 'validation.event.badDate' };
  return null;
}

/** Creates an event, or changes the one `id` names. */
export async function saveEvent({
  id,
  values: input,
}: {
  id?: number;
  values: EventFormInput;
}): Promise<AdminEvent> {
  const row = toEventRow(eventFormSchema.parse(input));
  const client = await getSupabase();
  const query =
    id === undefined
      ? client.from('events').insert(row)
      : client.from('events').update(row).eq('id', id);
  const { data, error } = await query.select(`${EVENT_COLUMNS}, published, created_at`).single();
  if (error) throw error;
  return data;
}

export function useSaveEvent(
  options: MutationHookOptions<AdminEvent, { id?: number; values: EventFormInput }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateEvents(queryClient)),
    mutationFn: saveEvent,
  });
}

export async function deleteEvent(id: number): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('events').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteEvent(options: MutationHookOptions<void, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateEvents(queryClient)),
    mutationFn: deleteEvent,
  });
}

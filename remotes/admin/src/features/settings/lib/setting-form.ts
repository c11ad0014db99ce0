import type { Json, Locale, LocalizedText, OpeningHoursSlot } from '@school/shared';
import {
  MAX_OPENING_HOURS_SLOTS,
  MAX_SETTING_TEXT,
  settingProblem,
  trimSetting,
  type SettingProblem,
  type SiteSetting,
} from '@school/shared/data/admin';

/** The screen's groups, in order, and the settings each holds, in order. */
export const settingGroups = [
  { id: 'identity', keys: ['site_name', 'site_tagline', 'site_description'] },
  { id: 'contact', keys: ['contact_phone', 'contact_email', 'whatsapp_url', 'address'] },
  { id: 'hours', keys: ['opening_hours'] },
  { id: 'social', keys: ['facebook_url', 'instagram_url', 'youtube_url'] },
  { id: 'admissions', keys: ['admissions_documents', 'admissions_calendar'] },
] as const;

export type GroupId = (typeof settingGroups)[number]['id'] | 'other';

/** The settings grouped as the screen shows them; a setting no group names goes under 'other'. */
export function groupSettings(
  settings: readonly SiteSetting[],
): { id: GroupId; settings: SiteSetting[] }[] {
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  const placed = new Set<string>();
  const groups: { id: GroupId; settings: SiteSetting[] }[] = settingGroups.map((group) => ({
    id: group.id,
    settings: group.keys.flatMap((key) => {
      const setting = byKey.get(key);
      if (!setting) return [];
      placed.add(key);
      return [setting];
    }),
  }));
  groups.push({ id: 'other', settings: settings.filter((setting) => !placed.has(setting.key)) });
  return groups.filter((group) => group.settings.length > 0);
}

export const formLocales: readonly Locale[] = ['fr', 'ar', 'en'];

/** A localized value as the editor holds it: the three languages, each a string. */
export function localizedDraft(value: Json | undefined): Record<Locale, string> {
  const source: Partial<Record<string, unknown>> =
    typeof value === 'string'
      ? { fr: value }
      : value && typeof value === 'object' && !Array.isArray(value)
        ? value
        : {};
  const text = (lang: Locale) => (typeof source[lang] === 'string' ? source[lang] : '');
  return { fr: text('fr'), ar: text('ar'), en: text('en') };
}

/** A slot as the editor holds it (times may be half typed). */
export interface SlotDraft {
  days: number[];
  open: string;
  close: string;
}

/** Opening hours as the editor holds them (a value that is not a list starts empty). */
export function hoursDraft(value: Json | undefined): SlotDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((slot) => {
    if (!slot || typeof slot !== 'object' || Array.isArray(slot)) return [];
    const days = Array.isArray(slot.days)
      ? slot.days.filter((day): day is number => typeof day === 'number')
      : [];
    return [
      {
        days,
        open: typeof slot.open === 'string' ? slot.open : '',
        close: typeof slot.close === 'string' ? slot.close : '',
      },
    ];
  });
}

/**
 * The value to save for what was typed: texts trimmed, languages left empty dropped, days in
 * order. This is also what is compared with the stored value to know what changed.
 */
export function normalizedValue(setting: Pick<SiteSetting, 'kind'>, draft: Json): Json {
  if (setting.kind === 'localized_text') {
    const texts = localizedDraft(draft);
    const value: LocalizedText = {};
    for (const lang of formLocales) {
      const text = trimSetting(texts[lang]);
      if (text) value[lang] = text;
    }
    return value;
  }
  if (setting.kind === 'opening_hours') {
    return hoursDraft(draft).map((slot): OpeningHoursSlot => ({
      days: [...slot.days].sort((a, b) => a - b),
      open: slot.open,
      close: slot.close,
    })) as unknown as Json;
  }
  return typeof draft === 'string' ? trimSetting(draft) : draft;
}

/** Deep equality of JSON values, whatever the order of an object's keys. */
export function sameValue(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (
    a &&
    b &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    !Array.isArray(a) &&
    !Array.isArray(b)
  ) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** The settings whose typed value differs from what the database holds: key -> value to save. */
export function changedSettings(
  settings: readonly SiteSetting[],
  drafts: Record<string, Json>,
): Record<string, Json> {
  const changed: Record<string, Json> = {};
  for (const setting of settings) {
    if (!(setting.key in drafts)) continue;
    const next = normalizedValue(setting, drafts[setting.key]!);
    if (!sameValue(next, normalizedValue(setting, setting.value))) changed[setting.key] = next;
  }
  return changed;
}

/**
 * Where a value is wrong, for the editor to say it next to the right box: `value` for the setting
 * as a whole, per language for a text, per slot for opening hours. Null when nothing is.
 */
export interface FieldProblems {
  value: SettingProblem | 'hours_required' | null;
  languages: Partial<Record<Locale, SettingProblem>>;
  slots: (SettingProblem | null)[];
}

export function fieldProblems(
  setting: Pick<SiteSetting, 'kind' | 'required'>,
  draft: Json,
): FieldProblems {
  const value = normalizedValue(setting, draft);
  const problems: FieldProblems = { value: null, languages: {}, slots: [] };
  if (setting.kind === 'localized_text') {
    const texts = localizedDraft(draft);
    for (const lang of formLocales) {
      const text = trimSetting(texts[lang]);
      if (setting.required && !text) problems.languages[lang] = 'required';
      else if ([...text].length > MAX_SETTING_TEXT) problems.languages[lang] = 'too_long';
    }
    if (Object.keys(problems.languages).length === 0)
      problems.value = settingProblem(setting.kind, setting.required, value);
    return problems;
  }
  if (setting.kind === 'opening_hours') {
    const slots = hoursDraft(draft);
    const seen = new Set<number>();
    problems.slots = slots.map((slot) => {
      const own = settingProblem('opening_hours', true, [
        { days: [...new Set(slot.days)], open: slot.open, close: slot.close },
      ]);
      const overlap = slot.days.some((day) => seen.has(day));
      for (const day of slot.days) seen.add(day);
      return own ?? (overlap ? 'hours_overlap' : null);
    });
    if (slots.length === 0 && setting.required) problems.value = 'hours_required';
    else if (slots.length > MAX_OPENING_HOURS_SLOTS) problems.value = 'hours_count';
    else if (problems.slots.every((problem) => problem === null))
      problems.value = settingProblem(setting.kind, setting.required, value);
    return problems;
  }
  problems.value = settingProblem(setting.kind, setting.required, value);
  return problems;
}

export function hasProblem(problems: FieldProblems): boolean {
  return (
    problems.value !== null ||
    Object.keys(problems.languages).length > 0 ||
    problems.slots.some((problem) => problem !== null)
  );
}

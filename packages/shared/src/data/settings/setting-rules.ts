import type { Json } from '../../supabase/database.types';
import type { Locale } from '../../stores/locale-store';
import { isEmailAddress } from '../newsletter/email-address';

/**
 * The rules of a setting's value, by kind: the same as the database's
 * (`public.site_setting_problem`, migration 20251124002000_typed_settings.sql), which stays the
 * guard. The back office checks with these before saving so that a refusal is said at once, next
 * to the field; supabase/test/typed-settings.test.ts runs the same cases through both.
 */

export const settingKinds = [
  'text',
  'localized_text',
  'email',
  'phone',
  'https_url',
  'opening_hours',
] as const;
export type SettingKind = (typeof settingKinds)[number];

export function isSettingKind(value: unknown): value is SettingKind {
  return typeof value === 'string' && (settingKinds as readonly string[]).includes(value);
}

/** Why a value is refused (the database sends the same code as the error's `hint`). */
export const settingProblems = [
  'required',
  'shape',
  'too_long',
  'email',
  'phone',
  'url',
  'hours_count',
  'hours_days',
  'hours_overlap',
  'hours_time',
  'hours_order',
] as const;
export type SettingProblem = (typeof settingProblems)[number];

export function isSettingProblem(value: unknown): value is SettingProblem {
  return typeof value === 'string' && (settingProblems as readonly string[]).includes(value);
}

/** A text in the site's languages (a localized_text setting's value). */
export type LocalizedText = Partial<Record<Locale, string>>;

/** One line of the opening hours: ISO weekdays (1 = Monday … 7 = Sunday), 24-hour `HH:MM`. */
export interface OpeningHoursSlot {
  days: number[];
  open: string;
  close: string;
}

/** The most characters a text (each language of a localized text) may hold. */
export const MAX_SETTING_TEXT = 1000;
/** The most lines the opening hours may have (one a day). */
export const MAX_OPENING_HOURS_SLOTS = 7;

const localizedKeys: readonly string[] = ['fr', 'ar', 'en'];

/** Trimmed as the database trims (`btrim` of spaces, tabs and line breaks only). */
export function trimSetting(text: string): string {
  return text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');
}

/** Characters as Postgres counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

/**
 * A phone number as people write it: digits with spaces, dots, hyphens or brackets, an optional
 * leading +, 8 to 15 digits. '+223 20 22 45 67' and '20 22 45 67' pass; 'appelez-nous' does not.
 */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/[^0-9]/g, '').length;
  return /^\+?[0-9(][0-9 .()-]*[0-9]$/.test(text) && digits >= 8 && digits <= 15;
}

const httpsUrlPattern =
  /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::[0-9]{1,5})?(?:[/?#][A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*)?$/;

/**
 * A web address the site may link to: https, a host name of dotted labels (no user name or
 * password, no IP literal), an optional port, and only the characters RFC 3986 allows after it.
 */
export function isHttpsUrl(text: string): boolean {
  return text.length <= 2000 && httpsUrlPattern.test(text);
}

const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarProblem(kind: SettingKind, required: boolean, value: Json): SettingProblem | null {
  if (typeof value !== 'string') return 'shape';
  const content = trimSetting(value);
  if (content === '') return required ? 'required' : null;
  if (characters(content) > MAX_SETTING_TEXT) return 'too_long';
  if (kind === 'email' && !isEmailAddress(content)) return 'email';
  if (kind === 'phone' && !isPhoneNumber(content)) return 'phone';
  if (kind === 'https_url' && !isHttpsUrl(content)) return 'url';
  return null;
}

function localizedProblem(required: boolean, value: Json): SettingProblem | null {
  if (!isPlainObject(value)) return 'shape';
  const entries = Object.entries(value);
  if (entries.some(([lang, text]) => !localizedKeys.includes(lang) || typeof text !== 'string'))
    return 'shape';
  if (entries.some(([, text]) => characters(trimSetting(text as string)) > MAX_SETTING_TEXT))
    return 'too_long';
  if (
    required &&
    localizedKeys.some((lang) => {
      const text = value[lang];
      return typeof text !== 'string' || trimSetting(text) === '';
    })
  )
    return 'required';
  return null;
}

function hoursProblem(required: boolean, value: Json): SettingProblem | null {
  if (!Array.isArray(value)) return 'shape';
  if (value.length === 0) return required ? 'required' : null;
  if (value.length > MAX_OPENING_HOURS_SLOTS) return 'hours_count';
  const seen = new Set<number>();
  for (const slot of value) {
    if (
      !isPlainObject(slot) ||
      Object.keys(slot).some((name) => !['days', 'open', 'close'].includes(name)) ||
      !Array.isArray(slot.days) ||
      typeof slot.open !== 'string' ||
      typeof slot.close !== 'string'
    )
      return 'shape';
    if (slot.days.length === 0) return 'hours_days';
    for (const day of slot.days) {
      if (typeof day !== 'number' || !/^[1-7]$/.test(String(day))) return 'shape';
      if (seen.has(day)) return 'hours_overlap';
      seen.add(day);
    }
    if (!timePattern.test(slot.open) || !timePattern.test(slot.close)) return 'hours_time';
    if (slot.open >= slot.close) return 'hours_order';
  }
  return null;
}

/** What is wrong with a value of a kind, or null: the database's rule, code for code. */
export function settingProblem(
  kind: string,
  required: boolean,
  value: Json | undefined,
): SettingProblem | null {
  if (value === undefined || value === null) return 'shape';
  if (kind === 'text' || kind === 'email' || kind === 'phone' || kind === 'https_url')
    return scalarProblem(kind, required, value);
  if (kind === 'localized_text') return localizedProblem(required, value);
  if (kind === 'opening_hours') return hoursProblem(required, value);
  return 'shape';
}

/** The opening hours a value holds when it is a valid list of slots, else null. */
export function openingHoursOf(value: Json | undefined): OpeningHoursSlot[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  // The hours' rule alone (not settingProblem): the public pages' bundle needs no other kind's.
  if (hoursProblem(false, value) !== null) return null;
  return value as unknown as OpeningHoursSlot[];
}

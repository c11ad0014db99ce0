import type { Json } from '../../supabase/database.types';
import type { SettingProblem } from './setting-rules';

/**
 * Values and the problem each one has, for both sides of the rule: the unit test of
 * `settingProblem` and the database test of `public.site_setting_problem` read this one table, so
 * the browser and the database cannot drift apart unnoticed.
 */
export interface SettingCase {
  kind: string;
  required: boolean;
  value: Json;
  problem: SettingProblem | null;
}

const slot = (days: Json, open: Json = '08:00', close: Json = '12:00') => ({ days, open, close });

export const settingCases: readonly SettingCase[] = [
  // E-mail: the site's strict rule.
  { kind: 'email', required: true, value: 'contact@ecole.example', problem: null },
  { kind: 'email', required: true, value: '  direction@ecole.ml\n', problem: null },
  { kind: 'email', required: true, value: 'pas-un-email', problem: 'email' },
  { kind: 'email', required: true, value: 'a@b.c?cc=x@evil.example', problem: 'email' },
  { kind: 'email', required: true, value: '', problem: 'required' },
  { kind: 'email', required: true, value: ' \t ', problem: 'required' },
  { kind: 'email', required: false, value: '', problem: null },
  { kind: 'email', required: true, value: 42, problem: 'shape' },
  { kind: 'email', required: true, value: { fr: 'a@b.ml' }, problem: 'shape' },
  // Phone: +223 and local forms.
  { kind: 'phone', required: true, value: '+223 20 22 45 67', problem: null },
  { kind: 'phone', required: true, value: '20 22 45 67', problem: null },
  { kind: 'phone', required: true, value: '+223-76.22.45.67', problem: null },
  { kind: 'phone', required: true, value: '(+223) 20 22 45 67', problem: 'phone' },
  { kind: 'phone', required: true, value: '(223) 20 22 45 67', problem: null },
  { kind: 'phone', required: true, value: '00223 20 22 45 67', problem: null },
  { kind: 'phone', required: true, value: 'appelez-nous', problem: 'phone' },
  { kind: 'phone', required: true, value: '+223 20 22', problem: 'phone' },
  { kind: 'phone', required: true, value: '+1234567890123456', problem: 'phone' },
  { kind: 'phone', required: true, value: '+223 20 22 45 67 ', problem: null },
  { kind: 'phone', required: true, value: '+223 20 22 45 6x', problem: 'phone' },
  { kind: 'phone', required: true, value: '20 22 45 67 -', problem: 'phone' },
  // Web addresses: https only, a real host, nothing that rebuilds the link.
  { kind: 'https_url', required: false, value: 'https://www.facebook.com/ecole', problem: null },
  { kind: 'https_url', required: false, value: 'https://www.youtube.com/@ecole', problem: null },
  {
    kind: 'https_url',
    required: false,
    value: 'https://wa.me/22376224567?text=Bonjour',
    problem: null,
  },
  { kind: 'https_url', required: false, value: 'https://x.ml:8443/a#b', problem: null },
  { kind: 'https_url', required: false, value: '', problem: null },
  { kind: 'https_url', required: true, value: '', problem: 'required' },
  { kind: 'https_url', required: false, value: 'http://www.facebook.com/ecole', problem: 'url' },
  { kind: 'https_url', required: false, value: 'javascript:alert(1)', problem: 'url' },
  { kind: 'https_url', required: false, value: '//evil.example', problem: 'url' },
  { kind: 'https_url', required: false, value: 'https://a@evil.example', problem: 'url' },
  { kind: 'https_url', required: false, value: 'https://evil.example\\@x.ml', problem: 'url' },
  { kind: 'https_url', required: false, value: 'https://x.ml/a b', problem: 'url' },
  { kind: 'https_url', required: false, value: 'https://x.ml/"><script>', problem: 'url' },
  { kind: 'https_url', required: false, value: 'https://127.0.0.1/', problem: 'url' },
  { kind: 'https_url', required: false, value: 'https://localhost/', problem: 'url' },
  { kind: 'https_url', required: false, value: 'www.facebook.com', problem: 'url' },
  {
    kind: 'https_url',
    required: false,
    value: `https://x.ml/${'a'.repeat(1990)}`,
    problem: 'too_long',
  },
  // Texts in three languages.
  {
    kind: 'localized_text',
    required: true,
    value: { fr: 'École', ar: 'المدرسة', en: 'School' },
    problem: null,
  },
  {
    kind: 'localized_text',
    required: true,
    value: { fr: 'École', ar: 'المدرسة' },
    problem: 'required',
  },
  {
    kind: 'localized_text',
    required: true,
    value: { fr: 'École', ar: ' ', en: 'School' },
    problem: 'required',
  },
  { kind: 'localized_text', required: false, value: { fr: 'École' }, problem: null },
  { kind: 'localized_text', required: false, value: {}, problem: null },
  { kind: 'localized_text', required: true, value: 'École', problem: 'shape' },
  {
    kind: 'localized_text',
    required: false,
    value: { fr: 'École', de: 'Schule' },
    problem: 'shape',
  },
  { kind: 'localized_text', required: false, value: { fr: 3 }, problem: 'shape' },
  { kind: 'localized_text', required: false, value: ['École'], problem: 'shape' },
  {
    kind: 'localized_text',
    required: false,
    value: { fr: 'é'.repeat(1000), ar: 'ب'.repeat(1000), en: `${'😀'.repeat(1000)}  ` },
    problem: null,
  },
  { kind: 'localized_text', required: false, value: { en: 'x'.repeat(1001) }, problem: 'too_long' },
  // Opening hours.
  {
    kind: 'opening_hours',
    required: true,
    value: [slot([1, 2, 3, 4], '07:30', '16:30'), slot([5], '07:30', '12:00'), slot([6])],
    problem: null,
  },
  { kind: 'opening_hours', required: true, value: [], problem: 'required' },
  { kind: 'opening_hours', required: false, value: [], problem: null },
  { kind: 'opening_hours', required: true, value: [slot([])], problem: 'hours_days' },
  {
    kind: 'opening_hours',
    required: true,
    value: [slot([1]), slot([1])],
    problem: 'hours_overlap',
  },
  { kind: 'opening_hours', required: true, value: [slot([2, 2])], problem: 'hours_overlap' },
  { kind: 'opening_hours', required: true, value: [slot([8])], problem: 'shape' },
  { kind: 'opening_hours', required: true, value: [slot([0])], problem: 'shape' },
  { kind: 'opening_hours', required: true, value: [slot([1.5])], problem: 'shape' },
  { kind: 'opening_hours', required: true, value: [slot(['1'])], problem: 'shape' },
  { kind: 'opening_hours', required: true, value: [slot([1], '8:00')], problem: 'hours_time' },
  {
    kind: 'opening_hours',
    required: true,
    value: [slot([1], '08:00', '24:00')],
    problem: 'hours_time',
  },
  {
    kind: 'opening_hours',
    required: true,
    value: [slot([1], '12:00', '08:00')],
    problem: 'hours_order',
  },
  {
    kind: 'opening_hours',
    required: true,
    value: [slot([1], '08:00', '08:00')],
    problem: 'hours_order',
  },
  { kind: 'opening_hours', required: true, value: [slot([1], 8, '12:00')], problem: 'shape' },
  {
    kind: 'opening_hours',
    required: true,
    value: [{ days: [1], open: '08:00' }],
    problem: 'shape',
  },
  {
    kind: 'opening_hours',
    required: true,
    value: [{ ...slot([1]), note: 'fermé' }],
    problem: 'shape',
  },
  { kind: 'opening_hours', required: true, value: { days: [1] }, problem: 'shape' },
  {
    kind: 'opening_hours',
    required: true,
    value: [1, 2, 3, 4, 5, 6, 7, 1].map((day) => slot([day])),
    problem: 'hours_count',
  },
  // Plain text and unknown kinds.
  { kind: 'text', required: true, value: 'Bamako', problem: null },
  { kind: 'text', required: true, value: 'x'.repeat(1001), problem: 'too_long' },
  { kind: 'colour', required: false, value: 'red', problem: 'shape' },
];

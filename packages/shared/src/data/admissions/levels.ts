/**
 * The seed's four levels, their ages and their section of /inscription (`#maternelle`…: the
 * home page's "learn more" links point there). The database has the same figures
 * (public.admission_level_ages, migration 20251124006000_admissions.sql), and refuses a child
 * whose age does not fit.
 */
export const admissionLevels = [
  { id: 'preschool', anchor: 'maternelle', minAge: 3, maxAge: 5 },
  { id: 'primary', anchor: 'primaire', minAge: 6, maxAge: 11 },
  { id: 'middle', anchor: 'college', minAge: 12, maxAge: 15 },
  { id: 'high', anchor: 'lycee', minAge: 16, maxAge: 18 },
] as const;

export type AdmissionLevel = (typeof admissionLevels)[number]['id'];

export const admissionLevelIds = admissionLevels.map((level) => level.id) as [
  AdmissionLevel,
  ...AdmissionLevel[],
];

export function admissionLevel(id: string) {
  return admissionLevels.find((level) => level.id === id);
}

/** The month and day a school year starts (1 October, Mali's rentrée): ages are counted then. */
export const SCHOOL_YEAR_START = { month: 10, day: 1 } as const;

const schoolYearPattern = /^([0-9]{4})-([0-9]{4})$/;

/** The first calendar year of '2026-2027', or null when the text is not a school year. */
export function schoolYearStart(schoolYear: string): number | null {
  const match = schoolYearPattern.exec(schoolYear);
  if (!match) return null;
  const start = Number(match[1]);
  return Number(match[2]) === start + 1 ? start : null;
}

/** A calendar date 'YYYY-MM-DD' as its parts, or null when it is not a real date. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return { year, month, day };
}

/**
 * A child's age in full years on the day the school year starts (as the database's
 * public.admission_age), or null when either value is not readable.
 */
export function ageAtSchoolYearStart(birthDate: string, schoolYear: string): number | null {
  const birth = parseIsoDate(birthDate);
  const start = schoolYearStart(schoolYear);
  if (!birth || start === null) return null;
  const { month, day } = SCHOOL_YEAR_START;
  const hadBirthday = birth.month < month || (birth.month === month && birth.day <= day);
  return start - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The school years a family can pre-register for on `today`: the one about to start or in
 * progress, and the next (the database accepts a start from last year to next year).
 */
export function schoolYearOptions(today: Date = new Date()): string[] {
  const year = today.getFullYear();
  // From July the coming rentrée is this year's; before, the year in progress started last year.
  const first = today.getMonth() + 1 >= 7 ? year : year - 1;
  return [first, first + 1].map((start) => `${start}-${start + 1}`);
}

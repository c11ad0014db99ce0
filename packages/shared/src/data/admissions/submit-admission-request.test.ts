import { setSupabaseForTests, type TypedSupabaseClient } from '@school/shared';
import { ageAtSchoolYearStart, schoolYearOptions } from './levels';
import {
  admissionRequestSchema,
  submitAdmissionRequest,
  type AdmissionRequestInput,
} from './submit-admission-request';

const start = new Date().getFullYear();
const valid: AdmissionRequestInput = {
  parentName: 'Awa Traoré',
  phone: '+223 76 00 00 00',
  email: '',
  childName: 'Moussa Diarra',
  birthDate: `${start - 7}-03-15`,
  level: 'primary',
  schoolYear: `${start}-${start + 1}`,
  message: '',
};

const problems = (input: Partial<AdmissionRequestInput>): Record<string, string> => {
  const result = admissionRequestSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue): [string, string] => [String(issue.path[0]), issue.message]),
  );
};

describe('ageAtSchoolYearStart', () => {
  it('counts full years on 1 October of the first year', () => {
    expect(ageAtSchoolYearStart('2020-10-01', '2026-2027')).toBe(6);
    expect(ageAtSchoolYearStart('2020-10-02', '2026-2027')).toBe(5);
    expect(ageAtSchoolYearStart('2020-01-01', '2026-2027')).toBe(6);
    expect(ageAtSchoolYearStart('2020-12-31', '2026-2027')).toBe(5);
    // Born on 29 February: a birthday before October every year.
    expect(ageAtSchoolYearStart('2016-02-29', '2026-2027')).toBe(10);
  });

  it('reads neither a made-up date nor a school year that is not one', () => {
    expect(ageAtSchoolYearStart('2020-02-30', '2026-2027')).toBeNull();
    expect(ageAtSchoolYearStart('2020-05-01', '2026-2028')).toBeNull();
    expect(ageAtSchoolYearStart('01/05/2020', '2026-2027')).toBeNull();
  });
});

describe('schoolYearOptions', () => {
  it('offers the coming rentrée and the next from July, the year in progress before', () => {
    expect(schoolYearOptions(new Date(2026, 6, 1))).toEqual(['2026-2027', '2027-2028']);
    expect(schoolYearOptions(new Date(2026, 2, 15))).toEqual(['2025-2026', '2026-2027']);
  });
});

describe('admissionRequestSchema', () => {
  it('accepts a complete pre-registration, the e-mail and message left empty', () => {
    expect(problems({})).toEqual({});
    expect(problems({ email: 'awa@example.com', message: 'Nous venons de Ségou.' })).toEqual({});
    // Phone numbers as the settings accept them: with or without +223.
    expect(problems({ phone: '76 00 00 00' })).toEqual({});
    expect(problems({ phone: '+22376000000' })).toEqual({});
  });

  it('names the problem of each field', () => {
    expect(
      problems({
        parentName: 'A',
        phone: 'appelez-moi',
        email: 'victim@x.yz?cc=attacker@evil.example',
        childName: ' M ',
        birthDate: '2020-02-30',
        level: 'university',
        schoolYear: '2026',
        message: 'M'.repeat(2001),
      }),
    ).toEqual({
      parentName: 'parentName',
      phone: 'phone',
      email: 'email',
      childName: 'childName',
      birthDate: 'birthDate',
      level: 'level',
      schoolYear: 'schoolYear',
      message: 'message',
    });
    expect(problems({ birthDate: '' })).toEqual({ birthDate: 'birthDate' });
    expect(problems({ birthDate: `${start + 1}-01-01` })).toMatchObject({
      birthDate: 'birthDate',
    });
    expect(problems({ phone: '1234567' })).toEqual({ phone: 'phone' });
  });

  // The seed's ages: preschool 3-5, primary 6-11, middle 12-15, high 16-18, on 1 October.
  it.each([
    ['preschool', 3, 5],
    ['primary', 6, 11],
    ['middle', 12, 15],
    ['high', 16, 18],
  ] as const)('%s takes children of %i to %i when the year starts', (level, min, max) => {
    const bornAged = (age: number) => `${start - age}-10-01`;
    const schoolYear = `${start}-${start + 1}`;
    expect(problems({ level, schoolYear, birthDate: bornAged(min) })).toEqual({});
    expect(problems({ level, schoolYear, birthDate: bornAged(max) })).toEqual({});
    expect(problems({ level, schoolYear, birthDate: bornAged(min - 1) })).toEqual({
      level: 'levelAge',
    });
    // One day short of max + 1 on 1 October still fits; max + 1 that day does not.
    expect(problems({ level, schoolYear, birthDate: `${start - max - 1}-10-02` })).toEqual({});
    expect(problems({ level, schoolYear, birthDate: bornAged(max + 1) })).toEqual({
      level: 'levelAge',
    });
  });
});

describe('submitAdmissionRequest', () => {
  afterEach(() => setSupabaseForTests(null));

  it('sends one call to the throttled function, in the database names, and answers the reference', async () => {
    const rpc = vi.fn().mockResolvedValue({ data: 'INS-7K3M9Q', error: null });
    setSupabaseForTests({ rpc } as unknown as TypedSupabaseClient);
    const reference = await submitAdmissionRequest({
      values: { ...valid, parentName: ' Awa Traoré ', email: ' awa@example.com ' },
      locale: 'ar',
    });
    expect(reference).toBe('INS-7K3M9Q');
    expect(rpc).toHaveBeenCalledWith('submit_admission_request', {
      parent_name: 'Awa Traoré',
      phone: '+223 76 00 00 00',
      email: 'awa@example.com',
      child_name: 'Moussa Diarra',
      child_birth_date: valid.birthDate,
      level: 'primary',
      school_year: valid.schoolYear,
      message: '',
      locale: 'ar',
      website: '',
    });
  });

  it('throws what the database answered (a refusal keeps the form as typed)', async () => {
    const error = { code: 'rate_limited', message: 'Too many requests' };
    setSupabaseForTests({
      rpc: vi.fn().mockResolvedValue({ data: null, error }),
    } as unknown as TypedSupabaseClient);
    await expect(submitAdmissionRequest({ values: valid, locale: 'fr' })).rejects.toBe(error);
  });
});

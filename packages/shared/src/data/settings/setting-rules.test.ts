import { settingCases } from './setting-rules.cases';
import { isHttpsUrl, isPhoneNumber, openingHoursOf, settingProblem } from './setting-rules';
import { settingProblemOf, SettingsSaveError } from './update-settings';

describe('settingProblem', () => {
  it.each(settingCases.map((c) => [c.kind, JSON.stringify(c.value).slice(0, 60), c]))(
    '%s %s',
    (_kind, _value, { kind, required, value, problem }) => {
      expect(settingProblem(kind, required, value)).toBe(problem);
    },
  );

  it('counts characters as the database does (an emoji is one)', () => {
    expect(settingProblem('text', false, '😀'.repeat(1000))).toBeNull();
    expect(settingProblem('text', false, '😀'.repeat(1001))).toBe('too_long');
  });
});

describe('the single rules', () => {
  it('accepts Malian numbers with or without +223', () => {
    expect(isPhoneNumber('+223 76 22 45 67')).toBe(true);
    expect(isPhoneNumber('76224567')).toBe(true);
    expect(isPhoneNumber('7622456')).toBe(false);
  });

  it('accepts only https addresses on a named host', () => {
    expect(isHttpsUrl('https://www.instagram.com/ecole.example')).toBe(true);
    expect(isHttpsUrl('HTTPS://www.instagram.com/')).toBe(false);
    expect(isHttpsUrl('https://www.instagram.com/\u0000')).toBe(false);
  });

  it('reads opening hours only when they are valid', () => {
    const hours = [{ days: [6], open: '08:00', close: '12:00' }];
    expect(openingHoursOf(hours)).toEqual(hours);
    expect(openingHoursOf([{ days: [6], open: '12:00', close: '08:00' }])).toBeNull();
    expect(openingHoursOf([])).toBeNull();
    expect(openingHoursOf('Samedi : 8h - 12h')).toBeNull();
  });
});

describe("the database's refusals", () => {
  it('reads the rule from a 23514 with a known hint, and nothing from other failures', () => {
    expect(settingProblemOf({ code: '23514', hint: 'phone', message: '…' })).toBe('phone');
    expect(settingProblemOf({ code: '23514', hint: 'whatever' })).toBeNull();
    expect(settingProblemOf({ code: '42501', hint: 'phone' })).toBeNull();
    expect(settingProblemOf(new Error('offline'))).toBeNull();
    const error = new SettingsSaveError(
      ['contact_email', 'site_name'],
      ['contact_phone'],
      [{ code: '23514', hint: 'email' }, { code: '42501' }],
    );
    expect(error.problems).toEqual({ contact_email: 'email', site_name: null });
  });
});

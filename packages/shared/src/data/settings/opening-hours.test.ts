import {
  defaultOpeningHours,
  formatDays,
  formatTimeOfDay,
  openingHoursLines,
  weekdayName,
} from './opening-hours';

describe('opening hours in each language', () => {
  it('draws the spec hours in French, Arabic and English, in the order of the week', () => {
    const shuffled = [defaultOpeningHours[2]!, defaultOpeningHours[0]!, defaultOpeningHours[1]!];
    expect(openingHoursLines(shuffled, 'fr').map((line) => line.text)).toEqual([
      'Lundi – jeudi : 7:30 – 16:30',
      'Vendredi : 7:30 – 12:00',
      'Samedi : 8:00 – 12:00',
    ]);
    expect(openingHoursLines(defaultOpeningHours, 'en').map((line) => line.text)).toEqual([
      'Monday – Thursday: 07:30 – 16:30',
      'Friday: 07:30 – 12:00',
      'Saturday: 08:00 – 12:00',
    ]);
    expect(openingHoursLines(defaultOpeningHours, 'ar').map((line) => line.text)).toEqual([
      'الاثنين – الخميس: 07:30 – 16:30',
      'الجمعة: 07:30 – 12:00',
      'السبت: 08:00 – 12:00',
    ]);
  });

  it('gives the days and the times apart, and short day names when asked', () => {
    expect(openingHoursLines(defaultOpeningHours, 'fr', { weekday: 'short' })[0]).toEqual({
      days: 'Lun. – jeu.',
      time: '7:30 – 16:30',
      text: 'Lun. – jeu. : 7:30 – 16:30',
    });
  });

  it('says a run of three days or more as a range, shorter runs day by day', () => {
    expect(formatDays([3, 1], 'fr')).toBe('lundi et mercredi');
    expect(formatDays([1, 2], 'en')).toBe('Monday and Tuesday');
    expect(formatDays([5, 1, 2, 3], 'fr')).toBe('lundi – mercredi et vendredi');
    expect(formatDays([6, 7], 'en')).toBe('Saturday and Sunday');
    expect(formatDays([7], 'ar')).toBe('الأحد');
  });

  it('names ISO weekdays and formats 24-hour times with Western digits', () => {
    expect(weekdayName(1, 'fr')).toBe('lundi');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(formatTimeOfDay('16:05', 'ar')).toBe('16:05');
    expect(formatTimeOfDay('08:00', 'en')).toBe('08:00');
  });
});

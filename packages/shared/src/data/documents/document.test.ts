import {
  bytesMatchType,
  documentTitle,
  fileTypeLabel,
  formatFileSize,
  servedFile,
  type DocumentFile,
  type SchoolDocument,
} from './document';
import { documentFormSchema, isSchoolYear } from './manage-documents';

const file = (language: string, version: number, size = 1000): DocumentFile => ({
  id: version * 10 + language.length,
  document_id: 1,
  language,
  version,
  size_bytes: size,
  mime_type: 'application/pdf',
  file_name: `${language}-${version}.pdf`,
  uploaded_at: '2026-09-01T08:00:00Z',
});

const document = (files: DocumentFile[]): SchoolDocument => ({
  id: 1,
  title_fr: 'Tarifs',
  title_ar: 'الرسوم',
  title_en: null,
  category: 'fees',
  level: null,
  school_year: '2026-2027',
  updated_at: '2026-09-01T08:00:00Z',
  files,
});

describe('documents', () => {
  it('writes a size as families read it, in each language, with Western digits', () => {
    // A narrow no-break space: the unit never goes to the next line alone.
    expect(formatFileSize(1_234_567, 'fr')).toBe('1,2\u202fMo');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1_234_567, 'ar')).toBe('1.2 ميغابايت');
    expect(formatFileSize(340_400, 'fr')).toBe('340\u202fko');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });

  it('serves the newest version of the page language, else the French one', () => {
    const doc = document([file('fr', 1), file('fr', 2), file('ar', 1)]);
    expect(servedFile(doc, 'ar')).toMatchObject({ language: 'ar', version: 1 });
    expect(servedFile(doc, 'en')).toMatchObject({ language: 'fr', version: 2 });
    expect(servedFile(doc, 'fr')).toMatchObject({ language: 'fr', version: 2 });
    expect(servedFile(document([file('ar', 1)]), 'fr')).toBeUndefined();
  });

  it('gives the title in the page language, else the French one marked', () => {
    const doc = document([]);
    expect(documentTitle(doc, 'ar')).toEqual({ text: 'الرسوم', lang: 'ar' });
    expect(documentTitle(doc, 'en')).toEqual({ text: 'Tarifs', lang: 'fr' });
  });

  it('tells a real PDF, PNG, JPEG and WebP from bytes that only claim to be one', () => {
    const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(bytesMatchType(bytes('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(bytesMatchType(bytes('<html>'), 'application/pdf')).toBe(false);
    expect(bytesMatchType(bytes('\x89PNG\r\n'), 'image/png')).toBe(true);
    expect(bytesMatchType(bytes('%PDF-1.7'), 'image/png')).toBe(false);
    expect(bytesMatchType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
    expect(bytesMatchType(bytes('RIFF\0\0\0\0WEBPVP8 '), 'image/webp')).toBe(true);
    expect(bytesMatchType(bytes('RIFF\0\0\0\0WAVEfmt '), 'image/webp')).toBe(false);
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('image/webp')).toBe('WebP');
  });

  it('takes a school year of two following years only', () => {
    expect(isSchoolYear('2026-2027')).toBe(true);
    expect(isSchoolYear('2026-2028')).toBe(false);
    expect(isSchoolYear('26-27')).toBe(false);
    const parsed = documentFormSchema.safeParse({
      title_fr: ' ',
      category: 'fees',
      school_year: '2027-2026',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'validation.document.schoolYear',
      'validation.document.titleRequired',
    ]);
  });
});

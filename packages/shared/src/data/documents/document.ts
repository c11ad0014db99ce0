import type { Locale } from '../../stores/locale-store';

/** The bucket the documents' files are stored in (its limits: the migration's). */
export const DOCUMENTS_BUCKET = 'documents';

/** The bucket's size limit, said again so the form refuses a bigger file before sending it. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const documentCategories = [
  'fees',
  'supplies',
  'menus',
  'timetables',
  'rules',
  'forms',
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const documentLevels = ['preschool', 'primary', 'middle', 'high'] as const;
export type DocumentLevel = (typeof documentLevels)[number];

export const documentLanguages = ['fr', 'ar', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** The types the bucket takes, and the short name a family sees beside a link. */
export const documentTypes = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
} as const;
export type DocumentMimeType = keyof typeof documentTypes;

export function isDocumentType(type: string): type is DocumentMimeType {
  return Object.hasOwn(documentTypes, type);
}

/** One stored version of one language's file. */
export interface DocumentFile {
  id: number;
  document_id: number;
  language: string;
  version: number;
  size_bytes: number;
  mime_type: string;
  file_name: string;
  uploaded_at: string;
}

export interface SchoolDocument {
  id: number;
  title_fr: string;
  title_ar: string | null;
  title_en: string | null;
  category: string;
  level: string | null;
  school_year: string | null;
  updated_at: string;
  files: DocumentFile[];
}

/** The key of a version's own object and of the file's stable, replaced-in-place object. */
export const documentVersionKey = (id: number, language: string, version: number) =>
  `${id}/${language}/v${version}`;
export const documentCurrentKey = (id: number, language: string) => `${id}/${language}/current`;

/** The title in a language, or the French one and the language it is in. */
export function documentTitle(
  document: Pick<SchoolDocument, 'title_fr' | 'title_ar' | 'title_en'>,
  locale: Locale,
): { text: string; lang: Locale } {
  const own = locale === 'ar' ? document.title_ar : locale === 'en' ? document.title_en : null;
  return own ? { text: own, lang: locale } : { text: document.title_fr, lang: 'fr' };
}

/** The newest version of one language's file, if there is one. */
export function newestFile(files: readonly DocumentFile[], language: string) {
  let newest: DocumentFile | undefined;
  for (const file of files) {
    if (file.language === language && (!newest || file.version > newest.version)) newest = file;
  }
  return newest;
}

/**
 * The file a visitor reading `locale` downloads: that language's, else the French one (marked by
 * its language). Undefined when the document has no French file yet (it is not listed).
 */
export function servedFile(document: SchoolDocument, locale: Locale) {
  const own = newestFile(document.files, locale);
  if (own) return own;
  return newestFile(document.files, 'fr');
}

// Western digits in every language, as the rest of the site writes numbers (opening-hours.ts).
const sizeFormats = new Map<string, Intl.NumberFormat>();

function sizeFormat(locale: Locale, unit: 'kilobyte' | 'megabyte') {
  const key = `${locale} ${unit}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      // Arabic's short unit (« م.ب ») is not what people write; its long one is.
      unitDisplay: locale === 'ar' ? 'long' : 'short',
      maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
      numberingSystem: 'latn',
    });
    sizeFormats.set(key, format);
  }
  return format;
}

/**
 * A file's size as a family reads it before paying for it: « 1,2 Mo », « 1.2 MB », « 340 ko »
 * (decimal units, as phones and operators count them; at least 1 kB).
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes >= 1_000_000) return sizeFormat(locale, 'megabyte').format(bytes / 1_000_000);
  return sizeFormat(locale, 'kilobyte').format(Math.max(1, Math.round(bytes / 1000)));
}

/** The type's short name (« PDF »), or the subtype for anything else. */
export function fileTypeLabel(mimeType: string): string {
  return isDocumentType(mimeType)
    ? documentTypes[mimeType]
    : (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

/**
 * Whether the first bytes are those of the type the file claims (the local stack checks the same
 * on upload; the form says so at once, before sending 20 MB for nothing).
 */
export function bytesMatchType(bytes: Uint8Array, type: string): boolean {
  const starts = (text: string, at = 0) =>
    bytes.length >= at + text.length &&
    [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
  switch (type) {
    case 'application/pdf':
      return starts('%PDF-');
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes[0] === 0x89 && starts('PNG', 1);
    case 'image/webp':
      return starts('RIFF') && starts('WEBP', 8);
    default:
      return false;
  }
}

import type { SiteInfo } from '@school/shared';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** `{ name, url }` crumbs as a schema.org BreadcrumbList (absolute URLs). */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface ArticleJsonLdInput {
  type: 'news' | 'blog';
  url: string;
  title: string;
  description: string | null;
  /** The language of the text (the version shown). */
  lang: string;
  image: string;
  publishedAt: string;
  modifiedAt: string;
  publisher: string;
  logo: string;
}

/** A news item as NewsArticle, a blog post as BlogPosting. */
export function articleJsonLd(input: ArticleJsonLdInput): JsonLd {
  const organization = {
    '@type': 'Organization',
    name: input.publisher,
    logo: { '@type': 'ImageObject', url: input.logo },
  };
  return {
    '@context': CONTEXT,
    '@type': input.type === 'news' ? 'NewsArticle' : 'BlogPosting',
    // Search engines show at most about 110 characters of a headline.
    headline: input.title.length > 110 ? `${input.title.slice(0, 109)}…` : input.title,
    ...(input.description ? { description: input.description } : {}),
    inLanguage: input.lang,
    image: [input.image],
    datePublished: input.publishedAt,
    dateModified: input.modifiedAt,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    author: organization,
    publisher: organization,
  };
}

/** schema.org's day names, by ISO weekday (1 Monday … 7 Sunday), as the hours setting stores them. */
const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The stored opening hours (slots of ISO weekdays, open and close times) as schema.org's. */
export function openingHoursSpecification(slots: SiteInfo['hours']): JsonLd[] {
  return (slots ?? []).map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: slot.days.map((day) => DAY_NAMES[day - 1]).filter(Boolean),
    opens: slot.open,
    closes: slot.close,
  }));
}

export interface SchoolJsonLdInput {
  site: SiteInfo;
  /** The school's name when the settings have none (the page's translated default). */
  name: string;
  description: string | null;
  url: string;
  logo: string;
  image: string;
  lang: string;
}

/**
 * The school as a schema.org School (an EducationalOrganization): name, address, phone, e-mail
 * and opening hours from the settings (through siteInfoFrom), the logo. A setting left empty is
 * left out rather than invented.
 */
export function schoolJsonLd({
  site,
  name,
  description,
  url,
  logo,
  image,
  lang,
}: SchoolJsonLdInput): JsonLd {
  const parts = (site.address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address =
    parts.length >= 3
      ? {
          '@type': 'PostalAddress',
          streetAddress: parts.slice(0, -2).join(', '),
          addressLocality: parts[parts.length - 2],
          addressCountry: parts[parts.length - 1] === 'Mali' ? 'ML' : parts[parts.length - 1],
        }
      : site.address
        ? { '@type': 'PostalAddress', streetAddress: site.address }
        : undefined;
  const hours = openingHoursSpecification(site.hours);
  return {
    '@context': CONTEXT,
    '@type': 'School',
    name: site.name ?? name,
    ...(description ? { description } : {}),
    url,
    logo,
    image,
    inLanguage: lang,
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(address ? { address } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

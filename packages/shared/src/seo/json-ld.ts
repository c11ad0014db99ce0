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

const DAYS: Record<'weekdays' | 'friday' | 'saturday', string[]> = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
  friday: ['Friday'],
  saturday: ['Saturday'],
};

/** `7h30 - 16h30`, `7:30–16:30` → ['07:30', '16:30'], or null when no time range is written. */
export function timeRangeOf(text: string | null): [string, string] | null {
  const match =
    /(\d{1,2})\s*[h:]\s*(\d{2})?\s*(?:-|–|—|à|to|إلى)\s*(\d{1,2})\s*[h:]\s*(\d{2})?/i.exec(
      text ?? '',
    );
  if (!match) return null;
  const time = (hours: string | undefined, minutes: string | undefined) =>
    `${String(Number(hours)).padStart(2, '0')}:${minutes ?? '00'}`;
  return [time(match[1], match[2]), time(match[3], match[4])];
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
  const hours = (
    [
      ['weekdays', site.hoursWeekdays],
      ['friday', site.hoursFriday],
      ['saturday', site.hoursSaturday],
    ] as const
  ).flatMap(([days, text]) => {
    const range = timeRangeOf(text);
    return range
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAYS[days],
            opens: range[0],
            closes: range[1],
          },
        ]
      : [];
  });
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

import type { SiteInfo } from '@school/shared';
import type { ReactNode } from 'react';

/**
 * Contact details from the settings: a link when the stored text makes a safe one, the text
 * alone otherwise (a visitor can still read and copy it).
 */
export function OptionalLink({
  href,
  dir,
  children,
}: {
  href: string | null;
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  return href ? (
    <a href={href} dir={dir}>
      {children}
    </a>
  ) : (
    <span dir={dir}>{children}</span>
  );
}

/**
 * The school's phone (always left to right, also in Arabic) and e-mail as list items, for the
 * header's contact bar and the footer.
 */
export function PhoneAndEmailItems({
  site,
}: {
  site: Pick<SiteInfo, 'phone' | 'phoneHref' | 'email' | 'emailHref'>;
}) {
  return (
    <>
      <li>
        <OptionalLink href={site.phoneHref} dir="ltr">
          {site.phone}
        </OptionalLink>
      </li>
      <li>
        <OptionalLink href={site.emailHref}>{site.email}</OptionalLink>
      </li>
    </>
  );
}

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

import { followAddress } from '@school/shared';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The address is the source of truth for the language: every page under /ar/ is Arabic whatever
 * was shown before. Start-up has the language store follow the address before the first render;
 * this keeps it following on every navigation (links, back and forward). `followAddress` is the
 * store's one writer (`@school/shared`'s locale store says why a copy stays).
 */
export function LocaleScope({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    followAddress(pathname);
  }, [pathname]);
  return children;
}

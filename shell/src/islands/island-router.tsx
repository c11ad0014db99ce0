import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type Location, type Navigator, type To } from 'react-router-dom';

/** The address as the router reads it. */
function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * The router of an island on a page of islands (there is no app router there): it reads the
 * address, and a link within the page (another query, as a level filter's chip) changes the
 * address in place and draws the island again, with back and forward. A link to another page
 * is an ordinary page load of its prerendered HTML, as every link outside islands is.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const follow = () => setLocation(readLocation());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, how: 'push' | 'replace') => {
      const url = new URL(hrefOf(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
        if (how === 'push') window.location.assign(url.href);
        else window.location.replace(url.href);
        return;
      }
      if (how === 'push') window.history.pushState(null, '', url.href);
      else window.history.replaceState(null, '', url.href);
      setLocation(readLocation());
    };
    return {
      createHref: hrefOf,
      push: (to) => go(to, 'push'),
      replace: (to) => go(to, 'replace'),
      go: (delta) => window.history.go(delta),
    };
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

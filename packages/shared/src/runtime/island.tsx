import {
  ISLAND_ATTRIBUTE,
  ISLAND_ON_INTENT,
  ISLAND_WHEN_ATTRIBUTE,
} from '@school/platform/early-events';
import type { ReactNode } from 'react';

/**
 * An interactive part of a page that can live on its own (docs/architecture.md, "Public pages as
 * islands"): `module` is the remote module (`blog_news/islands/calendar`) whose default component
 * draws exactly `children`, with no props, from what the page's providers give (language,
 * catalogs, the page's data, the address). Drawn by the app as a plain box around its children;
 * on a page of islands (the route table's `islands: true`) the shell hydrates that box alone, in
 * place, from that module, at the visitor's first intent inside it (or at once when the address
 * has a query or a fragment), and nothing else of the page ever runs.
 * What it draws must not depend on where it sits in the page: no `useId` (its ids would differ
 * from the server's in a root of its own), no context the shell's island root does not give.
 */
export function Island({ module, children }: { module: string; children: ReactNode }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: module, [ISLAND_WHEN_ATTRIBUTE]: ISLAND_ON_INTENT }}>
      {children}
    </div>
  );
}

import {
  ISLAND_ADDRESS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_FOLLOWS_ATTRIBUTE,
  ISLAND_FOLLOWS_DATA,
  ISLAND_ON_INTENT,
  ISLAND_READS_NO_ADDRESS,
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
 * `followsData`: it shows the page's data (a list). When the page's data version check finds the
 * data changed, the shell hydrates it, if the visitor has not yet, and reads its data again: an
 * open list shows the change in place (ISLAND_FOLLOWS_ATTRIBUTE).
 * `readsAddress` (true by default): what it draws depends on the address's query or fragment
 * (`?level=primary`), so an address with one hydrates it at load; false for a part that reads
 * neither (a share row), which then waits for the visitor's intent whatever the query
 * (`?from=mail`).
 */
export function Island({
  module,
  followsData = false,
  readsAddress = true,
  children,
}: {
  module: string;
  followsData?: boolean;
  readsAddress?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: module,
        [ISLAND_WHEN_ATTRIBUTE]: ISLAND_ON_INTENT,
        ...(followsData ? { [ISLAND_FOLLOWS_ATTRIBUTE]: ISLAND_FOLLOWS_DATA } : {}),
        ...(readsAddress ? {} : { [ISLAND_ADDRESS_ATTRIBUTE]: ISLAND_READS_NO_ADDRESS }),
      }}
    >
      {children}
    </div>
  );
}

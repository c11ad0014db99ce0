import { navMenus, registry, type NavLink, type NavMenuName } from '@school/platform/route-table';

/**
 * The navigation, as the route table lists it (packages/platform/route-table.mjs): a page under
 * a new prefix appears here by its row alone, with its words in every language.
 */
export const headerLinks: readonly NavLink[] = registry.navLinks('header');
export const footerLinks: readonly NavLink[] = registry.navLinks('footer');
/** The header's call-to-action buttons (« Inscription »). */
export const actionLinks: readonly NavLink[] = registry.navLinks('action');

export type HeaderItem =
  | { kind: 'link'; link: NavLink }
  | {
      kind: 'menu';
      name: NavMenuName;
      label: (typeof navMenus)[NavMenuName]['label'];
      links: NavLink[];
    };

/**
 * The header's items on a wide screen: its links in order, those naming a menu gathered into
 * that menu, which sits where the first of them would.
 */
export function headerItems(links: readonly NavLink[]): HeaderItem[] {
  const items: HeaderItem[] = [];
  for (const link of links) {
    if (!link.menu) {
      items.push({ kind: 'link', link });
      continue;
    }
    const name = link.menu.name;
    const menu = items.find((item) => item.kind === 'menu' && item.name === name);
    if (menu?.kind === 'menu') menu.links.push(link);
    else items.push({ kind: 'menu', name, label: navMenus[name].label, links: [link] });
  }
  return items;
}

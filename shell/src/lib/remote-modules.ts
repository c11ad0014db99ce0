// The typed boundary: what the shell mounts from each remote, checked against the declarations
// the remotes publish with their builds (`@mf-types/<remote>/<Module>.d.ts`, gathered by the
// shell's nx `mf-types` target, resolved through tsconfig `paths`). Type imports only: nothing
// of a remote is bundled into the shell, which still loads every module at run time.
import type * as AboutDirectionApp from 'about_direction/App';
import type * as AboutDirectionDocumentsIsland from 'about_direction/islands/documents';
import type * as AdminApp from 'admin/AdminApp';
import type * as BlogNewsApp from 'blog_news/App';
import type * as BlogNewsCalendarIsland from 'blog_news/islands/calendar';
import type * as BlogNewsShareIsland from 'blog_news/islands/share';
import type * as BlogNewsNewsIsland from 'blog_news/islands/news';
import type * as BlogNewsBlogIsland from 'blog_news/islands/blog';
import type * as ContactApp from 'contact/App';
import type * as ContactAdmissionFormIsland from 'contact/islands/admission-form';
import type * as ContactFormIsland from 'contact/islands/contact-form';
import type * as ContactNewsletterBox from 'contact/NewsletterBox';
import type * as HomeApp from 'home/App';
import type * as HomeLatestNewsIsland from 'home/islands/latest-news';
import type * as HomeNextEventsIsland from 'home/islands/next-events';
import type { ComponentType } from 'react';

/** What the shell requires of every module it mounts: a default component drawn without props. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/**
 * A module the shell can mount. A remote whose exposed module no longer fits (a required prop, no
 * default export) fails the shell's typecheck here, on the line naming that module.
 */
type Mountable<Module extends RemoteComponentModule> = Module;

/** Every exposed module the shell mounts, by `remote/Module` id (the federation runtime's). */
export interface RemoteModules {
  'home/App': Mountable<typeof HomeApp>;
  'home/islands/latest-news': Mountable<typeof HomeLatestNewsIsland>;
  'home/islands/next-events': Mountable<typeof HomeNextEventsIsland>;
  'about_direction/App': Mountable<typeof AboutDirectionApp>;
  'about_direction/islands/documents': Mountable<typeof AboutDirectionDocumentsIsland>;
  'blog_news/App': Mountable<typeof BlogNewsApp>;
  'blog_news/islands/calendar': Mountable<typeof BlogNewsCalendarIsland>;
  'blog_news/islands/share': Mountable<typeof BlogNewsShareIsland>;
  'blog_news/islands/news': Mountable<typeof BlogNewsNewsIsland>;
  'blog_news/islands/blog': Mountable<typeof BlogNewsBlogIsland>;
  'contact/App': Mountable<typeof ContactApp>;
  'contact/NewsletterBox': Mountable<typeof ContactNewsletterBox>;
  'contact/islands/contact-form': Mountable<typeof ContactFormIsland>;
  'contact/islands/admission-form': Mountable<typeof ContactAdmissionFormIsland>;
  'admin/AdminApp': Mountable<typeof AdminApp>;
}

export type RemoteModuleId = keyof RemoteModules;

// `satisfies` keeps this list and the interface above equal: a key missing or extra is an error.
const ids = {
  'home/App': true,
  'home/islands/latest-news': true,
  'home/islands/next-events': true,
  'about_direction/App': true,
  'about_direction/islands/documents': true,
  'blog_news/App': true,
  'blog_news/islands/calendar': true,
  'blog_news/islands/share': true,
  'blog_news/islands/news': true,
  'blog_news/islands/blog': true,
  'contact/App': true,
  'contact/NewsletterBox': true,
  'contact/islands/contact-form': true,
  'contact/islands/admission-form': true,
  'admin/AdminApp': true,
} satisfies Record<RemoteModuleId, true>;

export const remoteModuleIds = Object.keys(ids) as RemoteModuleId[];

export function isRemoteModuleId(id: string): id is RemoteModuleId {
  return Object.hasOwn(ids, id);
}

import { dataVersionDocument } from '@school/platform/data-version';
import { setSupabaseForTests, type TypedSupabaseClient } from '@school/shared';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLatestNews } from '../data/content/get-latest-news';
import { contentKeys, settingsKeys } from '../data/keys';
import { useSettings } from '../data/settings/get-settings';
import { resetIdleForTests } from '../runtime/when-idle';
import { queryLayerFor } from '../testing/page-data';
import { followPublicData } from './follow-seeded-data';
import { createPageData, PageDataContext, type PageData } from './page-data';
import { isLive, liveReason, resetLiveForTests, startLive } from './live';
import { resetLiveTriggersForTests } from './live-triggers';

const rendered = '1111111111111111aaaaaaaaaaaaaaaa';
const changed = '2222222222222222bbbbbbbbbbbbbbbb';

/** A client that answers every read with no rows and counts the tables it is asked for. */
function countingClient() {
  const reads: string[] = [];
  const builder: Record<string, unknown> = new Proxy(
    {},
    {
      get(_target, property: string) {
        if (property === 'then') {
          return (resolve: (value: unknown) => void) => resolve({ data: [], error: null });
        }
        return () => builder;
      },
    },
  );
  const client = {
    from: (table: string) => {
      reads.push(table);
      return builder;
    },
  };
  return { client: client as unknown as TypedSupabaseClient, reads };
}

/** The query cache a prerendered page carries, as the prerenderer wrote it some time ago. */
function prerenderedCache() {
  const server = new QueryClient();
  server.setQueryData(contentKeys.latestNews(3), [], { updatedAt: Date.now() - 60_000 });
  server.setQueryData(settingsKeys.list(), [], { updatedAt: Date.now() - 60_000 });
  return dehydrate(server);
}

/**
 * The page's reads as the layout and the home page make them, on page data seeded as the shell
 * seeds it: TanStack Query loads only when something asks for it (`client()` then has it).
 */
function renderSeededPage(): { pageData: PageData; client: () => QueryClient | undefined } {
  let client: QueryClient | undefined;
  const pageData = createPageData(prerenderedCache(), (seed) => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (seed) hydrate(client, seed);
    return Promise.resolve(queryLayerFor(client));
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageDataContext value={pageData}>{children}</PageDataContext>
  );
  renderHook(() => [useLatestNews(), useSettings()], { wrapper });
  return { pageData, client: () => client };
}

/**
 * The site's data version document, naming `version`. `answered` settles once the page has read
 * an answer: whatever it decides, it decides in the microtasks after that.
 */
function serveDocument(version: string) {
  const answers: Promise<string>[] = [];
  const fetchMock = vi.fn(() => {
    const response = new Response(dataVersionDocument(version));
    const text = response.text.bind(response);
    response.text = () => {
      const answer = text();
      answers.push(answer);
      return answer;
    };
    return Promise.resolve(response);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answered: async () => {
      await waitFor(() => expect(answers).toHaveLength(1));
      await answers[0];
      // One macrotask: every microtask the answer started (an invalidation, the reads it
      // starts) has run by then.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('a page following its public data', () => {
  let stop: () => void = () => {};

  afterEach(() => {
    stop();
    setSupabaseForTests(null);
    resetLiveTriggersForTests();
    resetLiveForTests();
    resetIdleForTests();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('prerendered, with the data unchanged: hydrates, checks the version, reads nothing', async () => {
    const { client, reads } = countingClient();
    setSupabaseForTests(client);
    const document = serveDocument(rendered);
    const page = renderSeededPage();
    stop = followPublicData(page.pageData, { seeded: true, version: rendered });
    await document.answered();
    expect(document.fetchMock).toHaveBeenCalledTimes(1);
    // Nothing to invalidate, nothing read: TanStack Query never even loaded.
    expect(page.client()).toBeUndefined();
    expect(page.pageData.current()).toBeNull();
    expect(reads).toEqual([]);
    expect(isLive()).toBe(false);
  });

  it('prerendered, with the data changed since: the page reads what it shows again', async () => {
    const { client, reads } = countingClient();
    setSupabaseForTests(client);
    serveDocument(changed);
    const page = renderSeededPage();
    stop = followPublicData(page.pageData, { seeded: true, version: rendered });
    await waitFor(() => expect(reads.sort()).toEqual(['content_management', 'site_settings']));
    // A refetch, not the live layer: no socket for it.
    expect(isLive()).toBe(false);
  });

  it('prerendered, once live: the settings are read again (the lists are, by their channel)', async () => {
    const { client, reads } = countingClient();
    setSupabaseForTests(client);
    serveDocument(rendered);
    const page = renderSeededPage();
    stop = followPublicData(page.pageData, { seeded: true, version: rendered });
    expect(reads).toEqual([]);
    startLive('test');
    await waitFor(() => expect(reads).toEqual(['site_settings']));
  });

  it('prerendered, on a browser someone is signed in on: live once idle, without a trigger', async () => {
    const { client, reads } = countingClient();
    setSupabaseForTests(client);
    serveDocument(rendered);
    localStorage.setItem('sb-127-auth-token', '{"access_token":"a"}');
    const page = renderSeededPage();
    stop = followPublicData(page.pageData, { seeded: true, version: rendered });
    expect(isLive()).toBe(false);
    await waitFor(() => expect(liveReason()).toBe('signed-in'));
    await waitFor(() => expect(reads).toEqual(['site_settings']));
  });

  it('drawn in the browser: the live layer starts once the page is idle', async () => {
    stop = followPublicData(
      createPageData(null, () => new Promise(() => {})),
      { seeded: false },
    );
    expect(isLive()).toBe(false);
    await waitFor(() => expect(liveReason()).toBe('not-prerendered'));
  });
});

// One client's expensive reads must not deny service to the others (stack/rest-screen.mjs): on
// PGlite every request takes its turn on one session, and a statement stopped by its timeout
// costs everyone a restart of the database thread. Regular-expression filters (the one kind
// whose cost nothing bounds) are refused for the API roles; the cheap look-alikes run.
import {
  ANON_KEY,
  client,
  clientsByRole,
  fakeClientAddress,
  serviceClient,
  stacks,
} from './support';

const BACKREFS = '(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1x';
const NESTED = '^((a|aa)*|(.*)*)*(.*)*(.*)*b$';

describe.each(stacks())("one client's expensive reads on $name", ({ url }) => {
  it('a regular-expression filter is refused for anon and authenticated, with the reason', async () => {
    const { anon, admin } = await clientsByRole(url);
    for (const caller of [anon, admin]) {
      for (const query of [
        caller.from('content_management').select('id').filter('content', 'match', BACKREFS),
        caller.from('content_management').select('id').filter('title', 'imatch', NESTED),
        caller.from('content_management').select('id').not('content', 'match', 'x'),
        caller.from('content_management').select('id').or(`title.eq.a,content.match.${BACKREFS}`),
        caller
          .from('content_management')
          .select('id, content_translations(locale)')
          .filter('content_translations.content', 'imatch', 'x'),
      ]) {
        const { error, status } = await query;
        expect(status).toBe(400);
        expect(error?.code).toBe('PGRST100');
        expect(error?.message).toMatch(/Regular-expression filters \((i?match)\).*like or ilike/);
      }
    }
    // What only looks like one is not refused: a value holding the word, an ilike.
    const { error: plain } = await anon
      .from('content_management')
      .select('id')
      .or('title.eq.the.match.is.on,title.ilike.*match*');
    expect(plain).toBeNull();
    // Trusted code keeps them.
    const { error: trusted } = await serviceClient(url)
      .from('content_management')
      .select('id')
      .filter('title', 'match', '^[A-Z]');
    expect(trusted).toBeNull();
  });

  it("another client's reads are neither refused nor held up while one client sends them", async () => {
    const attacker = client(url, ANON_KEY, fakeClientAddress());
    const reader = client(url, ANON_KEY, fakeClientAddress());
    const wildcards = `${'%a'.repeat(40)}%z`;
    const slugs = Array.from({ length: 1000 }, (_, i) => `slug-${i}`);
    const attacks = () =>
      Promise.all([
        attacker.from('content_management').select('id').filter('content', 'match', BACKREFS),
        attacker.from('content_management').select('id').filter('content', 'match', NESTED),
        attacker.from('content_management').select('id').ilike('content', wildcards),
        attacker.from('content_management').select('id').in('slug', slugs),
      ]);
    const until = Date.now() + 4000;
    const attacking = (async () => {
      const answers = [];
      while (Date.now() < until) answers.push(...(await attacks()));
      return answers;
    })();
    /** Each read's status and time. */
    const reads: { status: number; ms: number }[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      const { status } = await reader.from('site_settings').select('key');
      reads.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await attacking;
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);
    // The bound: under the anon statement timeout (3 s). A read queued behind a statement that ran
    // to its timeout waits longer than that, then pays the database thread's restart; an
    // ordinary read here takes milliseconds, and a loaded machine stretches that to hundreds.
    expect(Math.max(...reads.map((read) => read.ms))).toBeLessThan(2500);
    // The cheap look-alikes ran (200), the regular expressions were refused (400): none timed out.
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 400]));
  });
});

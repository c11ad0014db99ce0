import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { argOf, fakeSupabase, type QueryCall, render } from '@school/shared/testing';
import type { ActivityEntry } from '@school/shared/data/admin';
import { useActivitySentence } from '../../dashboard/activity-sentence';
import { subscribersCsv } from '../lib/subscribers-csv';
import MessagesPage from './messages-page';

const message = {
  id: 'm1',
  name: 'Aminata Coulibaly',
  email: 'aminata@example.org',
  phone: '+223 76 12 34 56',
  subject: 'Inscription en 6e',
  message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
  created_at: new Date().toISOString(),
  handled_at: null as string | null,
};

// The screen also reads the newsletter's figures: none here (the role check answers as the fake's).
const rpc = (name: string) =>
  Promise.resolve({ data: name.startsWith('newsletter_') ? [] : 'admin', error: null });

describe('messages screen', () => {
  it('opens a contact message and marks it handled', async () => {
    const log: QueryCall[] = [];
    const fake = fakeSupabase(
      (call) => {
        log.push(call);
        if (call.op === 'update') return { data: [{ id: 'm1' }] };
        return { data: call.table === 'contact_messages' ? [message] : [] };
      },
      { rpc },
    );
    setSupabaseForTests(fake.client);
    const { user } = await render(<MessagesPage />, { path: '/admin/messages' });
    await user.click(
      // The button is named by what it shows: sender, state and subject.
      await screen.findByRole('button', {
        name: /^Aminata Coulibaly\s*Nouveau\s*Inscription en 6e/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inscription en 6e' });
    expect(dialog).toHaveTextContent('je souhaite inscrire ma fille');
    await user.click(within(dialog).getByRole('button', { name: 'Marquer comme traité' }));
    expect(await screen.findByText('Message marqué comme traité')).toBeInTheDocument();
    const update = log.find((call) => call.op === 'update');
    expect(typeof (argOf(update, 'update') as { handled_at: unknown }).handled_at).toBe('string');
  });
});

describe('replying to a contact message', () => {
  const open = async (email: string) => {
    const fake = fakeSupabase(
      (call) => ({
        data: call.table === 'contact_messages' ? [{ ...message, email }] : [],
        count: call.table === 'contact_messages' ? 1 : 0,
      }),
      { rpc },
    );
    setSupabaseForTests(fake.client);
    const { user } = await render(<MessagesPage />, { path: '/admin/messages' });
    await user.click(await screen.findByRole('button', { name: /^Aminata Coulibaly/ }));
    return screen.findByRole('dialog', { name: 'Inscription en 6e' });
  };

  it('writes to the sender with the subject and nothing else', async () => {
    const dialog = await open('aminata+ecole@example.org');
    expect(within(dialog).getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute(
      'href',
      'mailto:aminata%2Becole@example.org?subject=Re%3A%20Inscription%20en%206e',
    );
    expect(within(dialog).getByRole('link', { name: '+223 76 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+22376123456',
    );
  });

  // This stored address once turned Reply into a mail with an extra CC and body.
  it('offers no link for an address that is not one, and still shows it', async () => {
    const hostile = 'victim@x.yz?cc=attacker%40evil.example&body=hello';
    const dialog = await open(hostile);
    expect(within(dialog).queryByRole('link', { name: 'Répondre par e-mail' })).toBeNull();
    expect(within(dialog).getByText(hostile)).toBeInTheDocument();
    for (const link of within(dialog).queryAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^mailto:/);
    }
  });
});

/** Messages m0 (newest) .. m{n-1}; the fake answers each range and filter as PostgREST would. */
function inbox(n: number) {
  const all = Array.from({ length: n }, (_, i) => ({
    ...message,
    id: `m${i}`,
    name: `Parent ${i}`,
    subject: `Question ${i}`,
    created_at: new Date(Date.now() - i * 60_000).toISOString(),
    handled_at: i % 2 === 1 ? new Date().toISOString() : null,
  }));
  const log: QueryCall[] = [];
  const fake = fakeSupabase(
    (call) => {
      log.push(call);
      if (call.table !== 'contact_messages') return { data: [] };
      if (call.op === 'update' || call.op === 'delete') {
        const chosen = (call.calls.find(([name]) => name === 'in')?.[1][1] ?? []) as string[];
        return { data: chosen.map((id) => ({ id })) };
      }
      let rows = all;
      if (call.calls.some(([name, args]) => name === 'is' && args[0] === 'handled_at'))
        rows = rows.filter((row) => row.handled_at === null);
      if (call.calls.some(([name, args]) => name === 'not' && args[0] === 'handled_at'))
        rows = rows.filter((row) => row.handled_at !== null);
      const range = call.calls.find(([name]) => name === 'range')?.[1] as
        [number, number] | undefined;
      const page = range ? rows.slice(range[0], range[1] + 1) : [];
      return { data: page, count: rows.length };
    },
    { rpc },
  );
  return { fake, log };
}

const rangesOf = (log: QueryCall[]) =>
  log
    .filter((call) => call.table === 'contact_messages' && call.op === 'select')
    .map((call) => call.calls.find(([name]) => name === 'range')?.[1]);

describe('contact inbox', () => {
  it('pages through every new message, 25 at a time, with the pager', async () => {
    // 120 messages, 60 of them new: three pages of new ones.
    const { fake, log } = inbox(120);
    setSupabaseForTests(fake.client);
    const { user } = await render(<MessagesPage />, { path: '/admin/messages' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 sur 3');
    expect(screen.getByText('60 messages')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Messages de contact' })).getAllByRole('listitem'),
    ).toHaveLength(25);
    await user.click(within(pager).getByRole('button', { name: 'Suivant' }));
    await user.click(await within(pager).findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 3 sur 3')).toBeInTheDocument();
    // The last page holds the oldest new message (m118), and nothing handled.
    expect(await screen.findByRole('button', { name: /^Parent 118/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Parent 117/ })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(rangesOf(log)).toEqual(
      expect.arrayContaining([
        [0, 24],
        [25, 49],
        [50, 74],
      ]),
    );
  });

  it('filters handled and all messages', async () => {
    const { fake, log } = inbox(30);
    setSupabaseForTests(fake.client);
    const { user } = await render(<MessagesPage />, { path: '/admin/messages' });
    expect(await screen.findByText('15 messages')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Afficher'), 'handled');
    expect(await screen.findByRole('button', { name: /^Parent 1\s*Traité/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Parent 0\s/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Afficher'), 'all');
    expect(await screen.findByText('30 messages')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 sur 2')).toBeInTheDocument();
    const last = log.filter((call) => call.table === 'contact_messages').at(-1)!;
    expect(last.calls.some(([name]) => name === 'is' || name === 'not')).toBe(false);
  });

  it('marks the selected messages handled and deletes others after confirmation', async () => {
    const { fake, log } = inbox(6);
    setSupabaseForTests(fake.client);
    const { user } = await render(<MessagesPage />, { path: '/admin/messages' });
    const markButton = await screen.findByRole('button', { name: 'Marquer comme traités' });
    expect(markButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner « Question 0 »' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner « Question 2 »' }));
    expect(screen.getByText('2 sélectionnés')).toBeInTheDocument();
    await user.click(markButton);
    expect(await screen.findByText('2 messages marqués comme traités')).toBeInTheDocument();
    const update = log.find((call) => call.op === 'update')!;
    expect(update.calls.find(([name]) => name === 'in')?.[1]).toEqual(['id', ['m0', 'm2']]);

    // Select the whole page, then delete: nothing happens before the confirmation.
    const selectPage = screen.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' });
    await user.click(selectPage);
    expect(screen.getByText('3 sélectionnés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer des messages' });
    expect(confirm).toHaveTextContent('Supprimer définitivement 3 messages ?');
    expect(log.some((call) => call.op === 'delete')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('3 messages supprimés')).toBeInTheDocument();
    const removal = log.find((call) => call.op === 'delete')!;
    expect(removal.calls.find(([name]) => name === 'in')?.[1]).toEqual(['id', ['m0', 'm2', 'm4']]);
  });
});

describe('subscribers CSV', () => {
  it('has a BOM, a header, quoted cells and no formula', () => {
    const csv = subscribersCsv([
      {
        id: '1',
        email: 'a@ecole.example',
        locale: 'fr',
        confirmed_at: null,
        created_at: '2025-01-01T00:00:00Z',
      },
      {
        id: '2',
        email: '=cmd@evil.example',
        locale: 'ar',
        confirmed_at: null,
        created_at: '2025-01-02T00:00:00Z',
      },
    ]);
    expect(csv).toBe(
      "\uFEFFemail,subscribed_at\r\na@ecole.example,2025-01-01T00:00:00Z\r\n'=cmd@evil.example,2025-01-02T00:00:00Z\r\n",
    );
  });
});

describe('the subscribers tab', () => {
  it('shows the list’s counts, each address’s state and language, and each sending’s progress', async () => {
    const subscribers = [
      {
        id: 's1',
        email: 'awa@example.org',
        locale: 'ar',
        confirmed_at: '2025-01-02T00:00:00Z',
        created_at: '2025-01-01T00:00:00Z',
      },
      {
        id: 's2',
        email: 'ibrahim@example.org',
        locale: 'fr',
        confirmed_at: null,
        created_at: '2025-01-03T00:00:00Z',
      },
    ];
    const rpcCalls: string[] = [];
    const rpc = (name: string) => {
      rpcCalls.push(name);
      if (name === 'newsletter_summary') {
        return Promise.resolve({
          data: [{ confirmed: 1, pending: 1, unsubscribed: 4, expired: 2 }],
          error: null,
        });
      }
      if (name === 'newsletter_sendings') {
        return Promise.resolve({
          data: [
            {
              issue_id: 7,
              content_id: 'c7',
              title: 'Fermeture lundi',
              created_at: '2025-02-01T08:00:00Z',
              sent: 12,
              pending: 3,
              failed: 1,
            },
          ],
          error: null,
        });
      }
      return Promise.resolve({ data: 'admin', error: null });
    };
    const fake = fakeSupabase(
      (call) => ({ data: call.table === 'newsletter_subscribers' ? subscribers : [] }),
      { rpc },
    );
    setSupabaseForTests(fake.client);
    const { user } = await render(<MessagesPage />, { path: '/admin/messages' });
    await user.click(await screen.findByRole('tab', { name: 'Abonnés' }));

    await screen.findByRole('heading', { name: 'La liste en chiffres' });
    const figures = document.querySelector<HTMLElement>('[data-newsletter-summary]')!;
    await within(figures).findByText('Confirmés');
    const figure = (label: string) =>
      within(figures).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('Confirmés')).toBe('1');
    expect(figure('En attente de confirmation')).toBe('1');
    expect(figure('Désabonnés (adresses supprimées)')).toBe('4');
    expect(figure('Jamais confirmés (oubliés après 7 jours)')).toBe('2');

    const sendings = screen.getByRole('table', { name: 'Envois aux abonnés' });
    const row = within(sendings).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fermeture lundi', expect.any(String), '12', '3', '1']);

    const list = await screen.findByRole('table', { name: 'Inscrits à la lettre d’information' });
    const [awa, ibrahim] = within(list).getAllByRole('row').slice(1);
    expect(awa).toHaveTextContent('Confirmé');
    expect(within(awa!).getByText('العربية')).toHaveAttribute('lang', 'ar');
    expect(ibrahim).toHaveTextContent('En attente de confirmation');
    // The link tokens are never asked for.
    const read = fake.log.find((call) => call.table === 'newsletter_subscribers');
    expect(read?.calls.find(([name]) => name === 'select')?.[1]).toEqual([
      'id, email, locale, confirmed_at, created_at',
    ]);
    expect(rpcCalls).toEqual(expect.arrayContaining(['newsletter_summary', 'newsletter_sendings']));
  });
});

describe('the activity sentence of a newsletter sending', () => {
  function Sentence({ entry }: { entry: ActivityEntry }) {
    return <p>{useActivitySentence()(entry)}</p>;
  }
  const entry: ActivityEntry = {
    id: 1,
    actorName: 'Awa Traoré',
    action: 'send',
    entity: 'newsletter_issues',
    summary: 'Fermeture lundi',
    details: { title: 'Fermeture lundi', recipients: 12 },
    createdAt: new Date().toISOString(),
  };

  it.each([
    ['fr', 'Awa Traoré a envoyé l’actualité « Fermeture lundi » aux abonnés (12 e-mails)'],
    ['en', 'Awa Traoré sent the news item “Fermeture lundi” to the subscribers (12 e-mails)'],
    ['ar', 'أرسل Awa Traoré الخبر «Fermeture lundi» إلى المشتركين (12 رسالة)'],
  ] as const)('in %s', async (locale, sentence) => {
    await render(<Sentence entry={entry} />, { locale });
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });
});

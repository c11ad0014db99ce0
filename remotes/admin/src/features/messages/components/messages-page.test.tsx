import { setSupabaseForTests } from '@school/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { argOf, fakeSupabase, type QueryCall } from '../../../testing/fake-supabase';
import { renderAdmin } from '../../../testing/test-render';
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

describe('messages screen', () => {
  it('opens a contact message and marks it handled', async () => {
    const log: QueryCall[] = [];
    const fake = fakeSupabase((call) => {
      log.push(call);
      if (call.op === 'update') return { data: [{ id: 'm1' }] };
      return { data: call.table === 'contact_messages' ? [message] : [] };
    });
    setSupabaseForTests(fake.client);
    await renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    fireEvent.click(
      // The button is named by what it shows: sender, state and subject.
      await screen.findByRole('button', {
        name: /^Aminata Coulibaly\s*Nouveau\s*Inscription en 6e/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inscription en 6e' });
    expect(dialog).toHaveTextContent('je souhaite inscrire ma fille');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme traité' }));
    expect(await screen.findByText('Message marqué comme traité')).toBeInTheDocument();
    const update = log.find((call) => call.op === 'update');
    expect(typeof (argOf(update, 'update') as { handled_at: unknown }).handled_at).toBe('string');
  });
});

describe('replying to a contact message', () => {
  const open = async (email: string) => {
    const fake = fakeSupabase((call) => ({
      data: call.table === 'contact_messages' ? [{ ...message, email }] : [],
    }));
    setSupabaseForTests(fake.client);
    await renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    fireEvent.click(await screen.findByRole('button', { name: /^Aminata Coulibaly/ }));
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

  // Issue #15, finding 7: this stored address turned Reply into a mail with an extra CC and body.
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

describe('subscribers CSV', () => {
  it('has a BOM, a header, quoted cells and no formula', () => {
    const csv = subscribersCsv([
      { id: '1', email: 'a@ecole.example', created_at: '2025-01-01T00:00:00Z' },
      { id: '2', email: '=cmd@evil.example', created_at: '2025-01-02T00:00:00Z' },
    ]);
    expect(csv).toBe(
      "\uFEFFemail,subscribed_at\r\na@ecole.example,2025-01-01T00:00:00Z\r\n'=cmd@evil.example,2025-01-02T00:00:00Z\r\n",
    );
  });
});

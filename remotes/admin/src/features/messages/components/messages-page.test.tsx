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

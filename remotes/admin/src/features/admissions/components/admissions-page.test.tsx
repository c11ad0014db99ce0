import { setSupabaseForTests } from '@school/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { argOf, fakeSupabase, type QueryCall, render } from '@school/shared/testing';
import AdmissionsPage from './admissions-page';

const request = {
  id: 'a1',
  reference: 'INS-7K3M9Q',
  parent_name: 'Awa Traoré',
  phone: '+223 76 00 00 00',
  email: 'awa@example.com',
  child_name: 'Moussa Diarra',
  child_birth_date: '2019-03-15',
  level: 'primary',
  school_year: '2026-2027',
  message: 'Il est en CE1 à Ségou.',
  locale: 'fr',
  status: 'new',
  notes: '',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};

describe('admissions screen', () => {
  it('lists pre-registrations, filters by level and year, and moves one along with a note', async () => {
    const log: QueryCall[] = [];
    const fake = fakeSupabase((call) => {
      log.push(call);
      if (call.op === 'update') return { data: [{ ...request, status: 'contacted' }] };
      return { data: call.table === 'admission_requests' ? [request] : [] };
    });
    setSupabaseForTests(fake.client);
    const { user } = await render(<AdmissionsPage />, { path: '/admin/admissions' });
    await user.click(
      await screen.findByRole('button', { name: 'Ouvrir INS-7K3M9Q, Moussa Diarra' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'INS-7K3M9Q · Moussa Diarra' });
    expect(dialog).toHaveTextContent('Il est en CE1 à Ségou.');
    expect(within(dialog).getByRole('link', { name: '+223 76 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+22376000000',
    );
    await user.selectOptions(within(dialog).getByLabelText('Statut'), 'contacted');
    await user.type(within(dialog).getByLabelText(/^Notes du secrétariat/), 'Rappeler lundi');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Pré-inscription mise à jour')).toBeInTheDocument();
    const update = log.find((call) => call.op === 'update');
    expect(argOf(update, 'update')).toEqual({ status: 'contacted', notes: 'Rappeler lundi' });

    await user.selectOptions(screen.getByLabelText('Niveau'), 'high');
    await waitFor(() =>
      expect(
        log.some(
          (call) =>
            call.table === 'admission_requests' &&
            call.calls.some(
              ([name, args]) => name === 'eq' && args[0] === 'level' && args[1] === 'high',
            ),
        ),
      ).toBe(true),
    );
  });
});

import { setSupabaseForTests, type TypedSupabaseClient } from '@school/shared';
import { contactMessageSchema, createContactMessage } from './create-contact-message';

describe('contactMessageSchema', () => {
  it("reports the seed's messages", () => {
    const result = contactMessageSchema.safeParse({
      name: 'A',
      email: 'x',
      phone: '123',
      subject: 'Hi',
      message: 'short',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Le nom doit contenir au moins 2 caractères',
      'Adresse email invalide',
      'Numéro de téléphone invalide',
      'Le sujet doit contenir au moins 5 caractères',
      'Le message doit contenir au moins 20 caractères',
    ]);
  });

  it('accepts a complete message', () => {
    expect(
      contactMessageSchema.safeParse({
        name: 'Awa',
        email: 'awa@example.com',
        phone: '+223 76 00 00 00',
        subject: 'Inscription',
        message: 'Bonjour, je voudrais des informations.',
      }).success,
    ).toBe(true);
  });

  // The same rule as the database, which stores what the inbox links to.
  it.each([
    'victim@x.yz?cc=attacker%40evil.example&body=hello',
    'victim@x.yz&cc=attacker@evil.example',
    '"a b"@example.com',
    'a%b@example.com',
  ])('refuses %j with the spec message', (email) => {
    const result = contactMessageSchema.safeParse({
      name: 'Awa',
      email,
      phone: '+223 76 00 00 00',
      subject: 'Inscription',
      message: 'Bonjour, je voudrais des informations.',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Adresse email invalide']);
  });
});

describe('createContactMessage', () => {
  afterEach(() => setSupabaseForTests(null));

  const input = {
    name: ' Awa ',
    email: 'awa@example.com',
    phone: '+223 76 00 00 00',
    subject: 'Inscription',
    message: 'Bonjour, je voudrais des informations.',
  };

  it('sends one row to the throttled function, honeypot included, never to the table', async () => {
    const rpc = vi.fn().mockResolvedValue({ error: null });
    const from = vi.fn();
    setSupabaseForTests({ rpc, from } as unknown as TypedSupabaseClient);
    await createContactMessage({ ...input, website: 'http://spam.example' });
    expect(from).not.toHaveBeenCalled();
    expect(rpc).toHaveBeenCalledWith('send_contact_message', {
      ...input,
      name: 'Awa',
      website: 'http://spam.example',
    });
  });

  it("passes the database's refusal on, code included", async () => {
    const refusal = { code: 'rate_limited', message: 'Too many requests' };
    setSupabaseForTests({
      rpc: vi.fn().mockResolvedValue({ error: refusal }),
    } as unknown as TypedSupabaseClient);
    await expect(createContactMessage(input)).rejects.toBe(refusal);
  });
});

import { contactMessageSchema } from './create-contact-message';

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
});

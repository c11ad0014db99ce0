import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Button } from './button';
import { Field } from './field';
import { Input, TextArea } from './input';
import { Stack } from './stack';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Nom complet', children: <Input name="name" autoComplete="name" /> },
  parameters: {
    docs: {
      description: {
        component: `\`Field\` labels a control and wires its \`hint\` and \`error\` text through
\`aria-describedby\` and \`aria-invalid\`; the control inside (\`Input\`, \`TextArea\`, \`Select\`,
\`FileInput\`) needs no id. Controls accept \`ref\`, so \`{...register('name')}\` from react-hook-form works.

\`\`\`tsx
<Field label={t('contact.name')} error={errors.name?.message} required>
  <Input {...register('name')} autoComplete="name" />
</Field>
<Field label={t('contact.message')} required>
  <TextArea rows={6} {...register('message')} />
</Field>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: {
    label: 'Téléphone',
    hint: 'Avec l’indicatif du pays.',
    children: <Input type="tel" name="phone" placeholder="+223 XX XX XX XX" dir="ltr" />,
  },
};
export const WithError: Story = {
  args: {
    label: 'Nom',
    required: true,
    error: 'Le nom doit contenir au moins 2 caractères',
    children: <Input name="name" defaultValue="A" />,
  },
};
export const Disabled: Story = {
  args: {
    label: 'E-mail',
    children: <Input type="email" disabled defaultValue="contact@ecole.ml" />,
  },
};
export const MessageTextArea: Story = {
  args: {
    label: 'Message',
    required: true,
    error: 'Le message doit contenir au moins 20 caractères',
    children: <TextArea rows={6} name="message" />,
  },
};
export const LongArabic: Story = {
  args: {
    label: arabic.title,
    hint: arabic.long,
    error: 'يجب أن يحتوي الاسم على حرفين على الأقل',
    children: <TextArea rows={3} defaultValue={arabic.long} />,
  },
};
export const ContactForm: Story = {
  render: () => (
    <form style={{ maxWidth: '36rem' }} onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <Field label="Nom complet" required>
          <Input name="name" autoComplete="name" />
        </Field>
        <Field label="Téléphone" required>
          <Input name="phone" type="tel" placeholder="+223 XX XX XX XX" dir="ltr" />
        </Field>
        <Field label="E-mail" required error="Adresse email invalide">
          <Input name="email" type="email" defaultValue="parent@" />
        </Field>
        <Field label="Sujet" required>
          <Input name="subject" />
        </Field>
        <Field label="Message" required>
          <TextArea name="message" rows={6} />
        </Field>
        <div>
          <Button type="submit" loading loadingLabel="Envoi en cours...">
            Envoyer le message
          </Button>
        </div>
      </Stack>
    </form>
  ),
};

import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Field } from './field';
import { Input, TextArea } from './input';
import { Stack } from './stack';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'E-mail', type: 'email', placeholder: 'parent@exemple.ml' },
  parameters: {
    docs: {
      description: {
        component: `Text inputs and \`TextArea\` (with \`rows\`: 6 for the contact message, 8 for the content
body, 2 for the excerpt, 3 for long settings). Put them in a \`Field\` for the label and messages.
Phone numbers and e-mail addresses read left to right even in Arabic: pass \`dir="ltr"\`.

\`\`\`tsx
<Field label={t('contact.message')} required><TextArea rows={6} {...register('message')} /></Field>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'parent@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'contact@ecole.ml' } };
export const Phone: Story = {
  args: { type: 'tel', 'aria-label': 'Téléphone', placeholder: '+223 XX XX XX XX', dir: 'ltr' },
};
export const TextAreas: Story = {
  render: () => (
    <Stack gap="md">
      <Field label="Message (6 rows)">
        <TextArea rows={6} />
      </Field>
      <Field label="Excerpt (2 rows)">
        <TextArea rows={2} />
      </Field>
    </Stack>
  ),
};
export const LongArabic: Story = {
  render: () => (
    <Field label="الرسالة">
      <TextArea rows={3} defaultValue={arabic.long} />
    </Field>
  ),
};

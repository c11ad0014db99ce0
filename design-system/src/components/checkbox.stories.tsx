import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Recevoir la lettre d’information' },
  parameters: {
    docs: {
      description: {
        component: `A native checkbox with its label beside it (clicking the text toggles it), and
optional hint and error text wired through \`aria-describedby\`.

\`\`\`tsx
<Checkbox label={t('form.consent')} {...register('consent')} error={errors.consent?.message} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'Une fois par mois, sans publicité.' } };
export const WithError: Story = {
  args: { label: 'J’accepte d’être recontacté', error: 'Ce champ est requis' },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongArabic: Story = { args: { label: arabic.long } };

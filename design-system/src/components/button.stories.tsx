import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { ArrowEndIcon, SendIcon } from '../icons/icons';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Envoyer' },
  parameters: {
    docs: {
      description: {
        component: `Actions. Use \`ButtonLink\` for navigation (it renders an anchor, or your router's
Link with \`as={Link} to="/about"\`) and \`IconButton\` for an icon alone, which must have a \`label\`.

\`\`\`tsx
<Button type="submit" loading={isSubmitting} loadingLabel={t('contact.sending')}>
  {t('contact.send')}
</Button>
\`\`\`

While \`loading\` the button is disabled, shows a spinner and the loading label, and keeps its width.`,
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args} variant="primary">
        Primaire
      </Button>
      <Button {...args} variant="secondary">
        S'inscrire
      </Button>
      <Button {...args} variant="outline">
        Découvrir
      </Button>
      <Button {...args} variant="ghost">
        Annuler
      </Button>
      <Button {...args} variant="danger">
        Supprimer
      </Button>
    </div>
  ),
};
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Nous contacter' },
  render: (args) => (
    <div style={{ background: '#0b3d27', padding: '1.5rem' }}>
      <Button {...args} />
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
};
export const WithIcons: Story = {
  args: { iconEnd: <ArrowEndIcon />, children: 'En savoir plus' },
};
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Sending...', children: 'Send', iconStart: <SendIcon /> },
};
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Se connecter' } };
export const LongArabic: Story = {
  args: { children: arabic.long, iconEnd: <ArrowEndIcon /> },
};
export const ArabicLoading: Story = {
  args: { children: arabic.short, loading: true, loadingLabel: arabic.sending },
};

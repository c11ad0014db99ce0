import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { ArrowEndIcon } from '../icons/icons';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '#about', children: 'Découvrir l’école', iconEnd: <ArrowEndIcon /> },
  parameters: {
    docs: {
      description: {
        component: `Navigation that looks like a button. It renders an anchor, or any component given in
\`as\` (the router's Link receives \`to\`), so the design system needs no router.

\`\`\`tsx
<ButtonLink as={Link} to="/news" variant="outline" iconEnd={<ArrowEndIcon />}>{t('news.all')}</ButtonLink>
<ButtonLink href="/about" variant="secondary">{t('hero.discover')}</ButtonLink>  // full page load
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Toutes les actualités' } };
export const Small: Story = { args: { size: 'sm', variant: 'outline', children: 'Lire la suite' } };
export const LongArabic: Story = { args: { children: arabic.long } };

import type { Meta, StoryObj } from '@storybook/react';
import { CloseIcon, MenuIcon, MoonIcon } from '../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Ouvrir le menu', icon: <MenuIcon /> },
  parameters: {
    docs: {
      description: {
        component: `A round 44 px button holding only an icon; \`label\` is its accessible name (required).
Variants: \`ghost\`, \`outline\`, \`solid\`.

\`\`\`tsx
<IconButton label={t('theme.toDark')} icon={<MoonIcon />} variant="outline" onClick={toggle} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Outline: Story = {
  args: { variant: 'outline', label: 'Passer au thème sombre', icon: <MoonIcon /> },
};
export const Solid: Story = { args: { variant: 'solid', label: 'Fermer', icon: <CloseIcon /> } };
export const Small: Story = { args: { size: 'sm', label: 'Fermer', icon: <CloseIcon /> } };
export const Disabled: Story = { args: { disabled: true } };
export const Arabic: Story = { args: { label: 'فتح القائمة' } };

import type { Meta, StoryObj } from '@storybook/react';
import { SkipLink } from './skip-link';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Aller au contenu' },
  parameters: {
    docs: {
      description: {
        component: `The first focusable element of the page: hidden until a keyboard user tabs to it, it
jumps past the header to \`<main id="main">\`. \`VisuallyHidden\` keeps text for screen readers only.

\`\`\`tsx
<SkipLink href="#main">{t('skipToContent')}</SkipLink>
<button><MenuIcon /><VisuallyHidden>{t('menu.open')}</VisuallyHidden></button>
\`\`\``,
      },
    },
  },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '6rem' }}>
      <SkipLink {...args} />
      <p>Press Tab to reveal the link.</p>
      <main id="main" tabIndex={-1}>
        <p>
          Contenu principal
          <VisuallyHidden> (texte pour lecteurs d’écran seulement)</VisuallyHidden>
        </p>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Arabic: Story = { args: { children: 'الانتقال إلى المحتوى الرئيسي' } };

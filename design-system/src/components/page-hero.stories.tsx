import type { Meta, StoryObj } from '@storybook/react';
import { arabic, french } from '../../.storybook/samples';
import { ArrowEndIcon } from '../icons/icons';
import { heroCampusUrl } from '../imagery/artwork';
import { ButtonLink } from './button-link';
import { PageHero } from './page-hero';

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  args: { title: 'À propos de nous', subtitle: french.lead },
  parameters: {
    docs: {
      description: {
        component: `The band at the top of each public page, with the page's only \`h1\`. It keeps a
minimum height so nothing below jumps while the page loads. \`image\` puts artwork behind the text
(mirrored in Arabic so the text side stays clear); the star pattern otherwise.

\`\`\`tsx
<PageHero title={t('about.title')} subtitle={t('about.subtitle')} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithArtworkAndActions: Story = {
  args: {
    eyebrow: 'Depuis 2009',
    title: french.title,
    image: heroCampusUrl,
    actions: (
      <>
        <ButtonLink href="#about" variant="secondary" iconEnd={<ArrowEndIcon />}>
          Découvrir l'école
        </ButtonLink>
        <ButtonLink href="#contact" variant="inverse">
          Nous contacter
        </ButtonLink>
      </>
    ),
  },
};
export const LongArabic: Story = {
  args: { eyebrow: 'منذ 2009', title: arabic.title, subtitle: arabic.long },
};

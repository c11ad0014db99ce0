import type { Meta, StoryObj } from '@storybook/react';
import { arabic, french } from '../../.storybook/samples';
import { ArrowEndIcon, BookIcon, CalendarIcon } from '../icons/icons';
import { articleFallbackUrl } from '../imagery/artwork';
import { Badge } from './badge';
import { ButtonLink } from './button-link';
import { Card, CardBody, CardFooter, CardMedia, CardTitle, IconCircle } from './card';
import { Grid } from './grid';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component: `A surface for one item. Compose \`CardMedia\` (fixed aspect ratio, so no layout shift;
\`image\` for an uploaded picture's widths and formats, see Picture; \`fallbackSrc\` when the image
fails; \`priority\` for the first card of a list at the top of a page), \`CardBody\`, \`CardTitle\` (an h3; change with \`as\`) and
\`CardFooter\`. \`$interactive\` lifts the card on hover and focus within.

\`\`\`tsx
<Card $interactive>
  <CardMedia src={src} image={responsiveImage(src, { widths: IMAGE_WIDTHS, aspect: [16, 9], sizes })} alt="" />
  <CardBody><CardTitle>{item.title}</CardTitle><p>{item.excerpt}</p></CardBody>
  <CardFooter><ButtonLink href="/news" variant="outline" size="sm">Lire la suite</ButtonLink></CardFooter>
</Card>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

function NewsCard({ title, excerpt }: { title: string; excerpt: string }) {
  return (
    <Card $interactive>
      <CardMedia src={articleFallbackUrl} alt="" />
      <CardBody>
        <Badge tone="primary">Actualités</Badge>
        <CardTitle>{title}</CardTitle>
        <p>{excerpt}</p>
        <small style={{ display: 'inline-flex', gap: '0.25rem', alignItems: 'center' }}>
          <CalendarIcon /> 12/09/2024
        </small>
      </CardBody>
      <CardFooter>
        <ButtonLink href="#news" variant="outline" size="sm" iconEnd={<ArrowEndIcon />}>
          Lire la suite
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

export const Article: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem' }}>
      <NewsCard title="Rentrée scolaire 2024-2025" excerpt={french.long} />
    </div>
  ),
};
export const Feature: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem' }}>
      <Card $padded>
        <IconCircle size="lg">
          <BookIcon />
        </IconCircle>
        <CardTitle style={{ marginBlockStart: '1rem' }}>Programme moderne</CardTitle>
        <p>{french.lead}</p>
      </Card>
    </div>
  ),
};
export const LongArabic: Story = {
  render: () => (
    <Grid minItemWidth="18rem">
      <NewsCard title={arabic.title} excerpt={arabic.long} />
      <NewsCard title={arabic.title} excerpt={arabic.long} />
    </Grid>
  ),
};
export const MissingImage: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem' }}>
      <Card>
        <CardMedia src="/does-not-exist.jpg" fallbackSrc={articleFallbackUrl} alt="" />
        <CardBody>
          <CardTitle>Article sans image</CardTitle>
          <p>The fallback artwork replaces an image that fails to load.</p>
        </CardBody>
      </Card>
    </div>
  ),
};

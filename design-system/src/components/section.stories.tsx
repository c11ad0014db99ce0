import type { Meta, StoryObj } from '@storybook/react';
import { arabic, french } from '../../.storybook/samples';
import { Card, CardTitle } from './card';
import { Grid } from './grid';
import { Section, SectionHeader } from './section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: { tone: 'default' },
  parameters: {
    docs: {
      description: {
        component: `Page bands and layout primitives. \`Section\` gives vertical rhythm and a
background tone (\`default\`, \`alt\`, \`pattern\`, \`primary\`) and wraps its content in a \`Container\`.
\`Grid\` lays out cards (\`minItemWidth\` or \`columns\` per breakpoint); \`Stack\` spaces items in a
row or column. Everything uses logical properties, so Arabic needs no override.

\`\`\`tsx
<Section tone="alt" aria-labelledby="levels">
  <SectionHeader titleId="levels" eyebrow="Nos cycles" title="Quatre niveaux" />
  <Grid columns={{ base: 1, md: 2, lg: 4 }}>{cards}</Grid>
</Section>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = ['Maternelle', 'Primaire', 'Collège', 'Lycée'].map((name) => (
  <Card key={name} as="li" $padded>
    <CardTitle>{name}</CardTitle>
  </Card>
));

const content = (
  <>
    <SectionHeader eyebrow="Nos cycles" title="Quatre niveaux d'enseignement" lead={french.lead} />
    <Grid as="ul" columns={{ base: 1, sm: 2, lg: 4 }}>
      {cards}
    </Grid>
  </>
);

export const Default: Story = { args: { children: content } };
export const Alt: Story = { args: { tone: 'alt', children: content } };
export const Pattern: Story = { args: { tone: 'pattern', children: content } };
export const Primary: Story = {
  args: {
    tone: 'primary',
    children: (
      <SectionHeader eyebrow="Notre impact" title="Notre Impact en Chiffres" lead={french.lead} />
    ),
  },
};
export const LongArabic: Story = {
  args: {
    tone: 'alt',
    children: (
      <SectionHeader eyebrow="من نحن" title={arabic.title} lead={arabic.long} align="start" />
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { french } from '../../.storybook/samples';
import { ArticleCardBody } from './article-card-body';
import { Card } from './card';

const meta = {
  title: 'Components/ArticleCardBody',
  component: ArticleCardBody,
  args: {
    date: '2025-09-15',
    dateText: '15 septembre 2025',
    text: { title: french.title, excerpt: french.lead },
    otherLanguageBadge: 'En français',
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: '22rem' }}>
        <Story />
      </Card>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `The text of a news or blog card, between its \`CardMedia\` and \`CardFooter\`: date, title,
excerpt. An item shown in another language than the page's (its French version on an Arabic or
English page) gets \`otherLanguage\`: a badge says so and the text carries its own \`lang\` and
direction.

\`\`\`tsx
<ArticleCardBody
  date={item.published_at}
  dateText={intl.formatDate(item.published_at, { dateStyle: 'long' })}
  text={shown}
  textLang={shown.translated ? undefined : shown.lang}
  otherLanguageBadge={intl.formatMessage(m.inFrench)}
/>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ArticleCardBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InThePageLanguage: Story = {};
export const WithoutExcerpt: Story = { args: { text: { title: french.title } } };
/** On an Arabic page, an item that exists only in French. */
export const FrenchOnArabicPage: Story = {
  args: {
    dateText: '١٥ سبتمبر ٢٠٢٥',
    textLang: 'fr',
    otherLanguageBadge: 'بالفرنسية',
  },
};

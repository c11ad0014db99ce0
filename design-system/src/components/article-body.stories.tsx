import type { Meta, StoryObj } from '@storybook/react';
import { ArticleBody } from './article-body';

const frenchSample = `La rentrée scolaire aura lieu le **lundi 6 octobre**. Les familles sont attendues à 7h30.

## Ce qu'il faut apporter
- le certificat de scolarité ;
- deux photos d'identité ;
- le carnet de santé.

### Horaires de la première semaine
1. Maternelle : 8h00 – 11h30
2. Primaire : 7h30 – 12h30

Pour toute question, *écrivez-nous* depuis la page [Contact](/contact).`;

const arabicSample = `يبدأ العام الدراسي يوم **الاثنين 6 أكتوبر**. ننتظر الأسر في الساعة 7:30.

## ما يجب إحضاره
- شهادة التسجيل؛
- صورتان شمسيتان.

لأي سؤال، *راسلونا* من صفحة [الاتصال](/ar/contact).`;

const meta = {
  title: 'Content/ArticleBody',
  component: ArticleBody,
  args: { source: frenchSample },
  parameters: {
    docs: {
      description: {
        component: `The body of a news item or blog post, drawn from the stored Markdown subset
(paragraphs, \`##\`/\`###\` headings, \`-\` and \`1.\` lists, \`**bold**\`, \`*italic*\`,
\`[links](https://…)\`). It builds React elements only: HTML or script stored in the database is
shown as text, and links other than http(s), mailto, tel and site paths stay plain text. The
public article page and the back office's preview use this one component. In Arabic, emphasis is
set in a heavier weight instead of italics.

\`\`\`tsx
<ArticleBody source={article.content} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {};

export const Arabic: Story = {
  args: { source: arabicSample },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <ArticleBody {...args} />
    </div>
  ),
};

export const StoredHtmlShownAsText: Story = {
  args: { source: 'Texte saisi : <script>alert("x")</script> et <b>balises</b>.' },
};

import type { Meta, StoryObj } from '@storybook/react';
import styled, { useTheme } from 'styled-components';
import { arabic, french } from '../../.storybook/samples';
import type { Theme } from '../tokens/themes';

const Row = styled.div`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: baseline;
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  code {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function Scale({ text }: { text: string }) {
  const theme = useTheme();
  const sizes = Object.entries(theme.fontSizes) as [keyof Theme['fontSizes'], string][];
  return (
    <div>
      {sizes.map(([name, size]) => (
        <Row key={name}>
          <code>{name}</code>
          <span style={{ fontSize: size, lineHeight: 1.3 }}>{text}</span>
        </Row>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Scale,
  args: { text: french.title },
  parameters: {
    docs: {
      description: {
        component: `Inter (variable, Latin subset, 48 KB) for French and English; Noto Naskh Arabic
(variable, 400-700, 27 KB: Fontsource's Arabic file cut to the code points Arabic text uses by
\`scripts/subset-arabic-font.mjs\`), a Naskh designed for reading Arabic text, for Arabic. Both come
from @fontsource npm packages and ship with the apps; no font CDN. Arabic gets taller lines (1.9).
The shell renders \`<LocaleFonts locale={locale} />\`, so the Arabic face is declared, and fetched,
only while the page is in Arabic; \`preloadFonts(locale)\` adds preload links. A metric-matched
fallback face keeps text from moving when the web font arrives.

\`\`\`tsx
<ThemeProvider theme={themes[resolved]}><GlobalStyle /><LocaleFonts locale={locale} />...</ThemeProvider>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Scale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LatinScale: Story = {};
export const ArabicScale: Story = {
  args: { text: arabic.title },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <Scale {...args} />
    </div>
  ),
};
export const ArabicParagraph: Story = {
  render: () => (
    <div lang="ar" dir="rtl" style={{ maxWidth: '40rem' }}>
      <h2>{arabic.title}</h2>
      <p>{arabic.long}</p>
      <p>{arabic.long}</p>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react';
import styled, { useTheme } from 'styled-components';
import { contrastRatio } from '../tokens/contrast';
import { contrastPairs } from '../tokens/contrast-pairs';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: block;
    height: 3.5rem;
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

function Palette() {
  const theme = useTheme();
  const entries = Object.entries(theme.colors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return (
    <Swatches>
      {entries.map(([name, value]) => (
        <Swatch key={name}>
          <span style={{ background: value }} />
          <p>
            {name}
            <br />
            <code>{value}</code>
          </p>
        </Swatch>
      ))}
    </Swatches>
  );
}

function Tones() {
  const theme = useTheme();
  return (
    <Swatches>
      {Object.entries(theme.colors.tones).map(([tone, colors]) => (
        <Swatch key={tone}>
          <p
            style={{
              background: colors.bg,
              color: colors.fg,
              borderInlineStart: `4px solid ${colors.strong}`,
            }}
          >
            {tone} {contrastRatio(colors.fg, colors.bg).toFixed(1)}:1
          </p>
        </Swatch>
      ))}
    </Swatches>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
`;

function Pairs() {
  const theme = useTheme();
  return (
    <Table>
      <caption>Every colour pair the components draw, with its WCAG AA minimum</caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Use</th>
          <th scope="col">Ratio</th>
          <th scope="col">Minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs(theme).map((pair) => (
          <tr key={pair.use}>
            <td>
              {/* A swatch, not text: a failing pair would otherwise fail this page's own audit. */}
              <svg width="48" height="20" aria-hidden="true">
                <rect width="48" height="20" fill={pair.bg} stroke={theme.colors.borderStrong} />
                <rect x="14" y="5" width="20" height="10" fill={pair.fg} />
              </svg>
            </td>
            <td>{pair.use}</td>
            <td>{contrastRatio(pair.fg, pair.bg).toFixed(2)}:1</td>
            <td>{pair.min}:1</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const meta = {
  title: 'Foundations/Colors',
  component: Palette,
  parameters: {
    docs: {
      description: {
        component: `The palette: deep green (the school's colour), warm sand and gold, in a light and a dark
theme. Read colours from the theme (\`theme.colors.primary\`), never as literals. Every pair the
components draw is listed in \`tokens/contrast-pairs.ts\` and tested for WCAG AA in both themes
(4.5:1 for text, 3:1 for large text and UI parts).

\`\`\`tsx
const Title = styled.h2\`color: \${({ theme }) => theme.colors.primary};\`;
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Palette_: Story = { name: 'Palette' };
export const ToneColors: Story = { render: () => <Tones /> };
export const ContrastPairs: Story = { render: () => <Pairs /> };

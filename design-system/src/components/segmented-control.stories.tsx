import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { SegmentedControl, type SegmentedOption } from './segmented-control';
import type { Locale } from '@school/platform/locales';

const languages: SegmentedOption<Locale>[] = [
  { value: 'fr', label: 'FR', name: 'Français', lang: 'fr' },
  { value: 'ar', label: 'ع', name: 'العربية', lang: 'ar' },
  { value: 'en', label: 'EN', name: 'English', lang: 'en' },
];

function LanguageSwitcher({
  initial = 'fr',
  label = 'Langue',
}: {
  initial?: Locale;
  label?: string;
}) {
  const [value, setValue] = useState<Locale>(initial);
  return <SegmentedControl label={label} options={languages} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SegmentedControl',
  component: LanguageSwitcher,
  parameters: {
    docs: {
      description: {
        component: `A few exclusive choices as pressed buttons, in a labelled group: the header's language
switcher. Give short labels a full \`name\` and each language its own \`lang\`, so it is read in that
language.

\`\`\`tsx
<SegmentedControl label={t('language')} value={locale} onChange={setLocale}
  options={[{ value: 'fr', label: 'FR', name: 'Français', lang: 'fr' }, { value: 'ar', label: 'ع', name: 'العربية', lang: 'ar' }]} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Languages: Story = {};
export const ArabicSelected: Story = { args: { initial: 'ar', label: 'اللغة' } };

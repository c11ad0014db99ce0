import type { Meta, StoryObj } from '@storybook/react';
import { Field } from './field';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    'aria-label': 'Type',
    defaultValue: 'blog',
    options: [
      { value: 'blog', label: 'Blog' },
      { value: 'news', label: 'News' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `The native select, styled, with its chevron at the inline end (left in Arabic). Native
is the best choice on phones. Pass \`options\` or \`<option>\` children.

\`\`\`tsx
<Field label="Status"><Select {...register('status')} options={[{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }]} /></Field>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContentType: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const InField: Story = {
  render: (args) => (
    <Field label="Status" error="Required">
      <Select
        {...args}
        aria-label={undefined}
        options={[
          { value: 'draft', label: 'Draft' },
          { value: 'published', label: 'Published' },
        ]}
      />
    </Field>
  ),
};
export const Arabic: Story = {
  args: {
    'aria-label': 'النوع',
    options: [
      { value: 'blog', label: 'مدونة المدرسة وأخبار الأنشطة التربوية' },
      { value: 'news', label: 'أخبار' },
    ],
  },
};

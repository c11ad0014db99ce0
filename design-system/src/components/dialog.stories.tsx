import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { arabic } from '../../.storybook/samples';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field } from './field';
import { Input, TextArea } from './input';
import { Stack } from './stack';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, title: 'Add Content', closeLabel: 'Close', onClose: () => {} },
  parameters: {
    docs: {
      story: { inline: false, height: '520px' },
      description: {
        component: `A modal dialog. While open, focus stays inside (Tab cycles), Escape, the close button
and a click on the backdrop call \`onClose\`, the page does not scroll, and focus returns to the
element that opened it. Title and description name and describe it.

\`\`\`tsx
const [open, setOpen] = useState(false);
<Button onClick={() => setOpen(true)}>Add Content</Button>
<Dialog open={open} onClose={() => setOpen(false)} title="Add Content" closeLabel="Close"
  footer={<Button type="submit" form="content-form">Save</Button>}>
  <form id="content-form">...</form>
</Dialog>
\`\`\``,
      },
    },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContentForm: Story = {
  args: {
    description: 'Blog posts and news appear on the site once published.',
    children: (
      <Stack gap="md">
        <Field label="Title" required>
          <Input />
        </Field>
        <Field label="Excerpt">
          <TextArea rows={2} />
        </Field>
        <Field label="Content" required>
          <TextArea rows={8} />
        </Field>
      </Stack>
    ),
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};
export const Closed: Story = { args: { open: false, children: 'Hidden until opened.' } };
export const LongArabic: Story = {
  args: { title: arabic.title, closeLabel: 'إغلاق', children: <p>{arabic.long}</p>, size: 'sm' },
};

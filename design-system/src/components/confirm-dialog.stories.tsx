import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete content',
    message: 'Are you sure you want to delete this content?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    onConfirm: () => {},
    onCancel: () => {},
  },
  parameters: {
    docs: {
      story: { inline: false, height: '320px' },
      description: {
        component: `Asks before an action (an \`alertdialog\`). Focus starts on Cancel so a stray Enter
deletes nothing; while \`loading\` it cannot be dismissed.

\`\`\`tsx
<ConfirmDialog open={!!toDelete} title="Delete" message="Are you sure you want to delete this content?"
  confirmLabel="Delete" cancelLabel="Cancel" closeLabel="Close"
  onConfirm={() => remove.mutate(toDelete)} onCancel={() => setToDelete(null)} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Deleting: Story = { args: { loading: true, loadingLabel: 'Deleting...' } };
export const Neutral: Story = {
  args: {
    tone: 'primary',
    title: 'Publish',
    message: 'Publish this article now?',
    confirmLabel: 'Publish',
  },
};
export const Arabic: Story = {
  args: {
    title: 'حذف المحتوى',
    message: 'هل أنت متأكد من أنك تريد حذف هذا المحتوى؟ لا يمكن التراجع عن هذا الإجراء بعد تأكيده.',
    confirmLabel: 'حذف',
    cancelLabel: 'إلغاء',
    closeLabel: 'إغلاق',
  },
};

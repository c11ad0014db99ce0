import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { Button } from './button';
import { Stack } from './stack';
import { TOAST_DURATION, ToastProvider, useToast, type ToastOptions } from './toast';

function Demo({ initial = [] }: { initial?: ToastOptions[] }) {
  const { toast } = useToast();
  useEffect(() => {
    // Stories show their toasts at once; they last long enough to be audited and read.
    initial.forEach((options) => toast({ duration: 60_000, ...options }));
  }, [initial, toast]);
  return (
    <Stack direction="row" gap="sm" wrap>
      <Button onClick={() => toast({ title: 'Content created successfully' })}>Default</Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Message envoyé !',
            description: 'Nous vous répondrons dans les plus brefs délais.',
            variant: 'success',
            duration: TOAST_DURATION.long,
          })
        }
      >
        Success (5 s)
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toast({
            title: 'Sign In Failed',
            description: 'Invalid login credentials',
            variant: 'destructive',
          })
        }
      >
        Destructive
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  args: { closeLabel: 'Close', regionLabel: 'Notifications' },
  parameters: {
    docs: {
      story: { inline: false, height: '360px' },
      description: {
        component: `Brief messages in one polite live region at the inline-end bottom corner. At most 3
show (a fourth pushes the oldest out); each goes after 4000 ms, or \`TOAST_DURATION.long\`
(5000 ms); hovering or focusing them pauses the timers. The shell renders \`ToastProvider\` once;
any remote calls \`useToast()\`.

\`\`\`tsx
const { toast } = useToast();
toast({ title: t('contact.sent.title'), description: t('contact.sent.text'), variant: 'success' });
toast({ title: 'Error', description: 'Failed to save content', variant: 'destructive' });
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Triggers: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
};
const stack: ToastOptions[] = [
  { title: 'Signed Out', description: 'You have been signed out successfully.' },
  { title: 'Settings updated successfully', variant: 'success' },
  { title: 'Error', description: 'Failed to load users', variant: 'destructive' },
  { title: 'Content deleted successfully', variant: 'success' },
];
export const ThreeVisible: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo initial={stack} />
    </ToastProvider>
  ),
};
const arabicToasts: ToastOptions[] = [
  {
    title: 'تم إرسال الرسالة!',
    description: 'سنرد عليكم في أقرب وقت ممكن إن شاء الله.',
    variant: 'success',
  },
];
export const Arabic: Story = {
  args: { closeLabel: 'إغلاق', regionLabel: 'الإشعارات' },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo initial={arabicToasts} />
    </ToastProvider>
  ),
};

import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { Stack } from './stack';
import { Tabs } from './tabs';

const signIn = (
  <Stack gap="md">
    <Field label="Email" required>
      <Input type="email" autoComplete="email" />
    </Field>
    <Field label="Password" required>
      <Input type="password" autoComplete="current-password" />
    </Field>
    <Button type="submit" fullWidth>
      Sign In
    </Button>
  </Stack>
);
const signUp = (
  <Stack gap="md">
    <Field label="First name" required>
      <Input autoComplete="given-name" />
    </Field>
    <Field label="Last name" required>
      <Input autoComplete="family-name" />
    </Field>
    <Button type="submit" fullWidth loading loadingLabel="Creating account...">
      Create Account
    </Button>
  </Stack>
);

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Account',
    tabs: [
      { id: 'signin', label: 'Sign In', panel: signIn },
      { id: 'signup', label: 'Sign Up', panel: signUp },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `Tabs with automatic activation. Arrow keys follow the reading direction (in Arabic,
ArrowLeft goes to the next tab), Home and End jump, and only the selected tab is in the Tab order.
Hidden panels stay mounted, so typed text survives switching tabs.

\`\`\`tsx
<Tabs label={t('login.tabs')} tabs={[{ id: 'signin', label: t('login.signIn'), panel: <SignInForm /> }, ...]} />
\`\`\``,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminLogin: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'signup' } };
export const WithDisabled: Story = {
  args: {
    tabs: [
      { id: 'a', label: 'Published', panel: <p>Published items</p> },
      { id: 'b', label: 'Drafts', panel: <p>Drafts</p>, disabled: true },
      { id: 'c', label: 'All', panel: <p>All items</p> },
    ],
  },
};
export const Arabic: Story = {
  args: {
    label: 'الحساب',
    tabs: [
      {
        id: 'signin',
        label: 'تسجيل الدخول',
        panel: <p>أدخل بريدك الإلكتروني وكلمة المرور للوصول إلى لوحة الإدارة.</p>,
      },
      { id: 'signup', label: 'إنشاء حساب جديد', panel: <p>أنشئ حساباً جديداً.</p> },
    ],
  },
};

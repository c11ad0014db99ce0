import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DashboardIcon, FileTextIcon, LogOutIcon, SettingsIcon, UsersIcon } from '../icons/icons';
import { Button } from './button';
import { Drawer } from './drawer';
import { SideNav } from './side-nav';
import { Stack } from './stack';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, title: 'Menu', closeLabel: 'Close', onClose: () => {}, side: 'start' },
  parameters: {
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component: `A modal panel from an edge, with the Dialog's focus trap, Escape and focus return.
\`side="start"\` slides from the left in French and from the right in Arabic. The admin sidebar
becomes a Drawer on small screens.

\`\`\`tsx
<Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" closeLabel="Close">
  <AdminNav />
</Drawer>
\`\`\``,
      },
    },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Menu</Button>
        <Drawer {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (
  <Stack gap="lg">
    <SideNav
      label="Administration"
      items={[
        {
          id: 'dashboard',
          label: 'Dashboard',
          href: '#dashboard',
          icon: <DashboardIcon />,
          current: true,
        },
        { id: 'content', label: 'Content', href: '#content', icon: <FileTextIcon /> },
        { id: 'users', label: 'Users', href: '#users', icon: <UsersIcon /> },
        { id: 'settings', label: 'Settings', href: '#settings', icon: <SettingsIcon /> },
      ]}
    />
    <Button variant="outline" iconStart={<LogOutIcon />}>
      Sign Out
    </Button>
  </Stack>
);

export const AdminSidebar: Story = { args: { children: nav } };
export const FromEnd: Story = { args: { side: 'end', children: nav } };
export const Arabic: Story = { args: { title: 'القائمة', closeLabel: 'إغلاق', children: nav } };

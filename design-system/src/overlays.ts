// Dialogs, drawer, tooltip, tabs and side navigation: the back office's overlays and disclosure,
// kept out of the main entry that every public page downloads. They reach the labels, the
// scroll lock and the shared buttons through '@school/design-system' (one copy on the page).
// The focus trap of the modal layers (no state of its own: each layer holds its trap).
export { useFocusTrap, focusableWithin } from './hooks/focus-trap';
export { Dialog, DialogBody, DialogFooter, DialogHeader } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { Drawer } from './components/drawer';
export type { DrawerProps } from './components/drawer';
export { TOOLTIP_DELAY, Tooltip } from './components/tooltip';
export type { TooltipProps } from './components/tooltip';
export { Tabs } from './components/tabs';
export type { TabItem, TabsProps } from './components/tabs';
export { SegmentedControl } from './components/segmented-control';
export type { SegmentedControlProps, SegmentedOption } from './components/segmented-control';
export { SideNav } from './components/side-nav';
export type { SideNavItem, SideNavProps } from './components/side-nav';

import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { IconButton } from './icon-button';
import type { ToastItem, ToastVariant } from './toast';

// The toasts themselves, in a chunk the page loads with its first toast (./toast.tsx): a page
// that shows none never downloads them. Its icons and button come by path, not by the package's
// name as the sub-entries' components take them: the main entry loads this chunk, so naming the
// package here would make an import cycle (entries.test.ts). They are in the main entry already.

const slideIn = keyframes`from { opacity: 0; transform: translateY(-12px); }`;

const tones: Record<ToastVariant, 'primary' | 'success' | 'danger'> = {
  default: 'primary',
  success: 'success',
  destructive: 'danger',
};

const Item = styled.li<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $variant }) => theme.colors.tones[tones[$variant]].strong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  > svg {
    margin-block-start: 0.2em;
    color: ${({ theme, $variant }) => theme.colors.tones[tones[$variant]].strong};
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function ToastView({
  item,
  paused,
  closeLabel,
  onDismiss,
}: {
  item: ToastItem;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const remaining = useRef(item.duration);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);
  const Icon =
    item.variant === 'destructive' ? AlertIcon : item.variant === 'success' ? CheckIcon : InfoIcon;
  return (
    <Item $variant={item.variant} data-variant={item.variant}>
      <Icon />
      <div>
        <strong>{item.title}</strong>
        {item.description ? <p>{item.description}</p> : null}
      </div>
      <IconButton
        label={closeLabel}
        icon={<CloseIcon />}
        size="sm"
        onClick={() => onDismiss(item.id)}
      />
    </Item>
  );
}

/** The toasts in the region, newest last. */
export function ToastList({
  items,
  paused,
  closeLabel,
  onDismiss,
}: {
  items: ToastItem[];
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  return items.map((item) => (
    <ToastView
      key={item.id}
      item={item}
      paused={paused}
      closeLabel={closeLabel}
      onDismiss={onDismiss}
    />
  ));
}

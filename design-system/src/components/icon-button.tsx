import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

export type IconButtonVariant = 'ghost' | 'outline' | 'solid';

/**
 * An icon button's look, for a control drawn as another element or named by its content (the
 * shell's phone-menu `<summary>` and theme toggle, which work before the app runs).
 */
export const iconButtonLook = (variant: IconButtonVariant, size: 'sm' | 'md' = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  /* 44px: the smallest comfortable touch target. */
  width: ${size === 'sm' ? '2.25rem' : '2.75rem'};
  height: ${size === 'sm' ? '2.25rem' : '2.75rem'};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid transparent;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};
  ${({ theme }) => {
    const c = theme.colors;
    if (variant === 'solid')
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
        }
      `;
    return css`
      background: ${variant === 'outline' ? c.surface : 'transparent'};
      color: ${c.text};
      border-color: ${variant === 'outline' ? c.borderStrong : 'transparent'};
      &:hover:not(:disabled) {
        background: ${c.surfaceAlt};
      }
    `;
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Root = styled.button<{ $variant: IconButtonVariant; $size: 'sm' | 'md' }>`
  ${({ $variant, $size }) => iconButtonLook($variant, $size)}
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root {...rest} type={type} aria-label={label} $variant={variant} $size={size}>
      {icon}
    </Root>
  );
}

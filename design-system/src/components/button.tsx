import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

/** `inverse` is the outline button for dark green bands (heroes, the footer). */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

const heights: Record<ButtonSize, string> = { sm: '2.25rem', md: '2.75rem', lg: '3.25rem' };

/** The look of a button, shared by Button, ButtonLink and anything that must look like one. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => heights[$size]};
  padding-inline: ${({ $size, theme }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid transparent;
  font: inherit;
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $variant, theme }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.accent};
          color: ${c.onAccent};
          &:hover:not(:disabled) {
            background: ${c.accentHover};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onDanger};
          &:hover:not(:disabled) {
            background: ${c.dangerHover};
          }
        `;
      case 'outline':
        return css`
          background: transparent;
          color: ${c.primary};
          border-color: currentColor;
          &:hover:not(:disabled) {
            background: ${c.tones.primary.bg};
          }
        `;
      case 'inverse':
        return css`
          background: transparent;
          color: ${c.onPrimaryStrong};
          border-color: currentColor;
          &:hover:not(:disabled) {
            background: rgba(255, 255, 255, 0.12);
          }
        `;
      default:
        return css`
          background: transparent;
          color: ${c.primary};
          &:hover:not(:disabled) {
            background: ${c.tones.primary.bg};
          }
        `;
    }
  }}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

// Both labels share one grid cell, so the button is as wide as the longer one whichever shows:
// 'Envoyer' becoming 'Envoi en cours...' does not move anything around it.
const Labels = styled.span`
  display: inline-grid;
  > span {
    grid-area: 1 / 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  > span[data-hidden] {
    visibility: hidden;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** While true the button is disabled and shows `loadingLabel` (for example 'Sending...'). */
  loading?: boolean;
  loadingLabel?: ReactNode;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading = false,
  loadingLabel,
  iconStart,
  iconEnd,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <Labels>
        <span data-hidden={loading || undefined}>
          {iconStart}
          {children}
          {iconEnd}
        </span>
        <span data-hidden={!loading || undefined}>
          <Spinner />
          {loadingLabel ?? children}
        </span>
      </Labels>
    </StyledButton>
  );
}

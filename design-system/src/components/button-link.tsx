import type { AnchorHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button';

const StyledLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  /**
   * The element or component that renders the link: a plain anchor by default, or the router's
   * Link (`as={Link} to="/about"`); the design system itself knows no router.
   */
  as?: ElementType;
  /** Passed through to `as` (a router Link's destination). */
  to?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button: navigation, never an action. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth,
  iconStart,
  iconEnd,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {iconStart}
      {children}
      {iconEnd}
    </StyledLink>
  );
}

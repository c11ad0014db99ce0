import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../tokens/themes';

const Root = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  /* Keeps its own width in a stretching flex column (a card body). */
  width: fit-content;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <Root {...rest} $tone={tone} />;
}

export type Role = 'super_admin' | 'admin' | 'teacher' | 'student';
export type ContentStatus = 'draft' | 'published';
export type ContentType = 'blog' | 'news';

/** The seed's role colours: super_admin red, admin blue, teacher green, student grey. */
export const roleTones: Record<Role, Tone> = {
  super_admin: 'danger',
  admin: 'info',
  teacher: 'success',
  student: 'neutral',
};
export const statusTones: Record<ContentStatus, Tone> = { published: 'success', draft: 'warning' };
export const contentTypeTones: Record<ContentType, Tone> = { blog: 'accent', news: 'primary' };

/** The label is the translated role name; the colour follows the role. */
export function RoleBadge({ userRole, children }: { userRole: Role; children: ReactNode }) {
  return (
    <Badge tone={roleTones[userRole]} data-role={userRole}>
      {children}
    </Badge>
  );
}

export function StatusBadge({ status, children }: { status: ContentStatus; children: ReactNode }) {
  return (
    <Badge tone={statusTones[status]} data-status={status}>
      {children}
    </Badge>
  );
}

export function ContentTypeBadge({ type, children }: { type: ContentType; children: ReactNode }) {
  return (
    <Badge tone={contentTypeTones[type]} data-type={type}>
      {children}
    </Badge>
  );
}

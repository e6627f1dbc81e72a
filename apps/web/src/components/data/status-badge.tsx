import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';
import type { StatusStyle } from '@nirog/contracts';

/** Badge colours of the server's `*_style` names (contracts STATUS_STYLES). */
const COLORS: Record<StatusStyle, string> = {
  success: 'teal',
  warning: 'yellow',
  danger: 'red',
  info: 'blue',
  secondary: 'gray',
};

/**
 * A status shown in the colour the server chose for it (`payment_status_style`, `payment_method_style` ...).
 * It keeps its whole word beside a long name on a phone: the name wraps, the badge does not shrink; nor does
 * a table column shrink it (Mantine's label may ellipsize, so the badge has no minimum width of its own).
 */
export function StatusBadge({
  tone,
  children,
  ...props
}: { tone: StatusStyle; children: ReactNode } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge
      color={COLORS[tone] ?? 'gray'}
      variant="light"
      data-tone={tone}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {children}
    </Badge>
  );
}

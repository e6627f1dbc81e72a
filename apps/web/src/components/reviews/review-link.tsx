import { Button, type ButtonProps } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReviewService } from '@nirog/contracts';

/**
 * What the review page is opened with (spec 2 "Review page"): the call it posts to, where it returns
 * afterwards, and optionally the `service` sent with the review and who is reviewed (shown as the heading).
 */
export interface ReviewNavigationState {
  api_url: string;
  redirect_url?: string;
  service?: ReviewService;
  subject?: string;
}

/** Reads the review page's navigation state; anything else (a typed address, a reload elsewhere) is null. */
export function reviewStateOf(state: unknown): ReviewNavigationState | null {
  const s = state as Partial<ReviewNavigationState> | null;
  if (!s || typeof s.api_url !== 'string' || !s.api_url.startsWith('/api/')) return null;
  return {
    api_url: s.api_url,
    redirect_url: typeof s.redirect_url === 'string' && s.redirect_url.startsWith('/') ? s.redirect_url : undefined,
    service: s.service,
    subject: typeof s.subject === 'string' ? s.subject : undefined,
  };
}

/**
 * Write a review: opens the review page (`to`: /add-review, or /doctor/review/{id}) with the state it
 * needs. Every booking list (doctor, nurse, ambulance) offers it for a Completed booking not yet reviewed.
 */
export function WriteReviewLink({
  to,
  state,
  children,
  ...props
}: { to: string; state: ReviewNavigationState; children: ReactNode } & ButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      variant="light"
      leftSection={<IconStar size={16} aria-hidden="true" />}
      {...props}
    >
      {children}
    </Button>
  );
}

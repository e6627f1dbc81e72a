import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { rememberOrigin } from '../../lib/storage';
import { selectIsLoggedIn, useSessionStore } from '../../stores/session';

/**
 * A profile's "now" link (Appointment Now, Book video consultancy now ...) to its booking page. Booking needs
 * a login (spec 2 section 6): a guest is taken to the login page first, and the booking page is remembered so
 * the login brings them there.
 */
export function NowLink({ to, children, ...props }: { to: string; children: ReactNode } & ButtonProps) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const navigate = useNavigate();
  return (
    <Button
      component={Link}
      to={to}
      onClick={(event) => {
        if (loggedIn) return;
        event.preventDefault();
        rememberOrigin({ pathname: to });
        void navigate(paths.auth.login, { state: { from: to } });
      }}
      {...props}
    >
      {children}
    </Button>
  );
}

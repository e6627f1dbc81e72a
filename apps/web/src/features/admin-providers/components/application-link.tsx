import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { AdminApplicationSummary } from '@nirog/contracts';
import { applicationsPath } from './review-paths';

/** The application's code, linking to it (and remembering the queue's filters for the way back). */
export function ApplicationLink({ application }: { application: Pick<AdminApplicationSummary, 'id' | 'code'> }) {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={applicationsPath(application.id)} state={{ listSearch: search }} fw={600}>
      {application.code}
    </Anchor>
  );
}

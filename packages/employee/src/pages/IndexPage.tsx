import { paths } from '@staffdesk/core';
import { Navigate } from 'react-router';

/** `/employee`: the section's own address opens my profile. */
export function Component() {
  return <Navigate to={paths.employee.profile.view()} replace />;
}

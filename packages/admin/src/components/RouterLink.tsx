import type { LinkComponentProps } from '@staffdesk/ui';
import { Link } from 'react-router';

/** The ui package's links (breadcrumbs and the like), navigating inside the app. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

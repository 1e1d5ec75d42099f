import type { LinkComponentProps } from '@staffdesk/ui';
import { Link } from 'react-router';

/** The ui package's links, navigating inside the app. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';

/**
 * Anchor props with a required `href`: the shape of `@staffdesk/ui`'s `LinkComponentProps`,
 * declared here so that core does not import ui.
 */
export type RouterLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/**
 * A link that navigates inside the app through react-router: pass it as the `linkComponent` of
 * ui's `AppShell`, `PageHeader` and the like.
 */
export function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}

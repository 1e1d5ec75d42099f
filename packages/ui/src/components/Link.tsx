import type { ComponentPropsWithRef, ComponentType } from 'react';

/**
 * Props a link component receives: `href`, `className`, `children`, `aria-current`, plus anchor
 * attributes and a ref that menus need. An adapter must spread the rest onto its anchor, e.g.
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />` (react-router's Link forwards refs).
 */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/** A component that renders a link; pass a router-aware one so navigation stays client-side. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain `<a href>`. */
export function DefaultLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { NavItem } from './AppShell';
import { IconButton } from './Button';
import { ChevronDownIcon, MenuIcon } from './icons';
import type { LinkComponent } from './Link';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

type UserButtonProps = ComponentProps<'button'> & { name: string };

/** The user menu's button: the avatar and the name. */
export function UserButton({ name, ...props }: UserButtonProps) {
  return (
    <button type="button" className="sd-user-button" {...props}>
      <span className="sd-avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="sd-user-button__name">{name}</span>
      <ChevronDownIcon className="sd-icon sd-user-button__chevron" />
    </button>
  );
}

/** The phone's "open navigation" button. */
export function OpenNavigationButton(props: Omit<ComponentProps<'button'>, 'children'>) {
  const { t } = useLingui();
  return (
    <IconButton label={t`Open navigation`} {...props}>
      <MenuIcon />
    </IconButton>
  );
}

interface NavListProps {
  nav: NavItem[];
  activeId: string | undefined;
  Link: LinkComponent;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function NavList({ nav, activeId, Link, collapsed, onNavigate }: NavListProps) {
  const groups: { name: string | undefined; items: NavItem[] }[] = [];
  for (const item of nav) {
    const last = groups.at(-1);
    if (last && last.name === item.group) last.items.push(item);
    else groups.push({ name: item.group, items: [item] });
  }
  return (
    <>
      {groups.map((group) => (
        <div className="sd-nav__group" key={group.items[0]?.id}>
          {group.name && !collapsed ? <p className="sd-nav__group-title">{group.name}</p> : null}
          <ul className="sd-nav__list" aria-label={group.name}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  className="sd-nav__link"
                  aria-current={item.id === activeId ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  onClick={onNavigate}
                >
                  <span className="sd-nav__icon" aria-hidden="true">
                    {item.icon ?? <span className="sd-nav__initial">{item.label.charAt(0)}</span>}
                  </span>
                  <span className="sd-nav__label">{item.label}</span>
                  {item.badge != null ? <span className="sd-nav__badge">{item.badge}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

import { DropdownMenu } from 'radix-ui';
import { cx } from '../cx';
import { IconButton } from './Button';
import type { RowAction } from './DataTable';
import { MoreIcon } from './icons';

/** A table row's actions menu (Radix), loaded just after the table shows (DataTable's `RowActions`). */
export function RowActionsMenu({
  actions,
  label,
  open,
  onOpenChange,
}: {
  actions: RowAction[];
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const regular = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  const item = (action: RowAction) => (
    <DropdownMenu.Item
      key={action.label}
      className={cx('sd-menu__item', action.destructive && 'sd-menu__item--danger')}
      disabled={action.disabled}
      onSelect={() => action.onSelect()}
    >
      {action.label}
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={label} size="sm">
          <MoreIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sd-menu sd-portal" align="end" sideOffset={4}>
          {regular.map(item)}
          {regular.length > 0 && destructive.length > 0 ? (
            <DropdownMenu.Separator className="sd-menu__separator" />
          ) : null}
          {destructive.map(item)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

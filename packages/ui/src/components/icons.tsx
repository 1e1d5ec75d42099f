import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Ellipsis,
  Eye,
  EyeOff,
  Inbox,
  Info,
  KeyRound,
  LogOut,
  type LucideIcon,
  type LucideProps,
  Menu,
  PanelLeft,
  Search,
  TriangleAlert,
  UserRound,
  X,
} from 'lucide-react';

/**
 * The design system's icons, from lucide-react (tree-shaken: only these ship). Decorative: always
 * paired with a text label, so hidden from assistive technology.
 */
function icon(Icon: LucideIcon) {
  return function DesignIcon({ className, ...props }: LucideProps) {
    return (
      <Icon aria-hidden="true" focusable="false" className={className ?? 'sd-icon'} {...props} />
    );
  };
}

export const MenuIcon = icon(Menu);
export const PanelLeftIcon = icon(PanelLeft);
export const XIcon = icon(X);
export const ChevronRightIcon = icon(ChevronRight);
export const ChevronLeftIcon = icon(ChevronLeft);
export const ChevronDownIcon = icon(ChevronDown);
export const ArrowUpIcon = icon(ArrowUp);
export const ArrowDownIcon = icon(ArrowDown);
export const ArrowUpDownIcon = icon(ArrowUpDown);
export const MoreIcon = icon(Ellipsis);
export const SearchIcon = icon(Search);
export const CheckCircleIcon = icon(CircleCheck);
export const AlertCircleIcon = icon(CircleAlert);
export const AlertTriangleIcon = icon(TriangleAlert);
export const InfoIcon = icon(Info);
export const InboxIcon = icon(Inbox);
export const EyeIcon = icon(Eye);
export const EyeOffIcon = icon(EyeOff);
export const LogOutIcon = icon(LogOut);
export const UserIcon = icon(UserRound);
export const KeyIcon = icon(KeyRound);

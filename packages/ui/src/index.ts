// @staffdesk/ui: the design system. Pure presentation; imports nothing of Staffdesk's own.
// The stylesheet is emitted as dist/index.css; hosts import '@staffdesk/ui/styles.css'.
import './styles.css';

export type { AppShellProps, AppShellUser, NavItem, UserMenuItem } from './components/AppShell';
export { AppShell, findActiveNavItem } from './components/AppShell';
export type { BadgeProps, BadgeTone, Status, StatusBadgeProps } from './components/Badge';
export { Badge, StatusBadge } from './components/Badge';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './components/Button';
export { Button, IconButton } from './components/Button';
export type { CardProps } from './components/Card';
export { Card } from './components/Card';
export type { ClickableRowsProps } from './components/ClickableRows';
export { ClickableRows } from './components/ClickableRows';
export type {
  ColumnDef,
  DataTableColumnMeta,
  DataTableProps,
  RowAction,
  SortingState,
} from './components/DataTable';
export { DataTable, preloadRowActionsMenu } from './components/DataTable';
export type { DateFilterProps } from './components/DateFilter';
export { DateFilter } from './components/DateFilter';
export type { DescriptionItem, DescriptionListProps } from './components/DescriptionList';
export { DescriptionList } from './components/DescriptionList';
export type { ConfirmDialogProps, DialogProps } from './components/Dialog';
export { ConfirmDialog, Dialog, preloadDialogs } from './components/Dialog';
export type { DeferredComponent } from './components/deferredComponent';
export {
  deferredComponent,
  preloadDeferredComponents,
  usePreloadDeferred,
} from './components/deferredComponent';
export type { FigureColumnBase } from './components/FigureColumns';
export { dateColumn, figureColumn } from './components/FigureColumns';
export type {
  FilterBarProps,
  FilterOption,
  FilterSelectProps,
  SearchInputProps,
} from './components/FilterBar';
export { FilterBar, FilterSelect, SearchInput } from './components/FilterBar';
export type { ImportDialogProps, ImportProblem, ImportResult } from './components/ImportDialog';
export { ImportDialog, preloadImportDialog } from './components/ImportDialog';
export type { LanguageSwitchLocale, LanguageSwitchProps } from './components/LanguageSwitch';
export { LanguageSwitch } from './components/LanguageSwitch';
export type {
  GridProps,
  InlineProps,
  LayoutBoxProps,
  LayoutElement,
  Space,
  StackProps,
  TextProps,
} from './components/Layout';
export { Grid, Inline, Stack, Text } from './components/Layout';
export type { LinkComponent, LinkComponentProps } from './components/Link';
export { DefaultLink } from './components/Link';
export type { Breadcrumb, PageHeaderProps } from './components/PageHeader';
export { PageHeader } from './components/PageHeader';
export type { PagerProps } from './components/Pager';
export { Pager } from './components/Pager';
export type { PublicCardProps } from './components/PublicCard';
export { PublicCard, PublicCardActions } from './components/PublicCard';
export type { SimpleColumn, SimpleTableProps } from './components/SimpleTable';
export { SimpleTable } from './components/SimpleTable';
export type { SkeletonProps } from './components/Skeleton';
export { Skeleton } from './components/Skeleton';
export type { SpinnerProps } from './components/Spinner';
export { Spinner } from './components/Spinner';
export type {
  AccessDeniedPageProps,
  BannerProps,
  BannerTone,
  EmptyStateProps,
  ErrorStateProps,
  LoadingStateProps,
  NotFoundPageProps,
  StatusPageProps,
} from './components/States';
export {
  AccessDeniedPage,
  Banner,
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundPage,
  StatusPage,
} from './components/States';
export type { TabItem, TabsProps } from './components/Tabs';
export { Tabs } from './components/Tabs';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast';
export { ToastProvider, useToast } from './components/Toast';
export type { UnsavedChangesDialogProps } from './components/UnsavedChangesDialog';
export { UnsavedChangesDialog } from './components/UnsavedChangesDialog';
export { downloadBlob, fileNameFrom } from './files';
export type { CheckboxGroupFieldProps, CheckboxOption } from './form/CheckboxGroupField';
export { CheckboxGroupField } from './form/CheckboxGroupField';
export type { FieldBaseProps } from './form/Field';
export type { FieldIds, FieldShellProps } from './form/FieldShell';
export { FieldError, FieldShell, useFieldIds } from './form/FieldShell';
export type { FormActionsProps, FormFailure, FormProps, FormSectionProps } from './form/Form';
export {
  applyServerFieldErrors,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  showFailureInForm,
  useBeforeUnloadWarning,
} from './form/Form';
export type { FormDialogProps } from './form/FormDialog';
export { FormDialog } from './form/FormDialog';
export type {
  DateFieldProps,
  MoneyFieldProps,
  PasswordFieldProps,
  SelectFieldProps,
  SelectOption,
  TextAreaFieldProps,
  TextFieldProps,
} from './form/fields';
export {
  CheckboxField,
  DateField,
  MoneyField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
} from './form/fields';
export type { PasswordInputProps } from './form/PasswordInput';
export { PasswordInput } from './form/PasswordInput';
export type { DateInput, FormatNumberOptions, NumericInput } from './format';
export {
  BUSINESS_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatTime,
  intlLocale,
  monthName,
  toBusinessDate,
  weekdayName,
} from './format';
export type { LanguageCode } from './languages';
export { LANGUAGE_OPTIONS, LANGUAGES } from './languages';
export { uiCatalog } from './locales/catalog';

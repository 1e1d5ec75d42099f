// Entity forms: the route (add/edit/view), the form with the server's field errors and the
// unsaved-changes guard, and validation from the request bodies' generated rules.
export type {
  EntityFormMode,
  EntityFormPageProps,
  EntityFormProps,
  EntityFormState,
  UseEntityFormOptions,
} from './EntityFormPage';
export { EntityForm, EntityFormPage, FormMessages, useEntityForm } from './EntityFormPage';
export type { RuleMessages, SchemaFieldOptions, SchemaFieldProps } from './schemaFields';
export { checkRule, schemaFieldProps, useSchemaFields } from './schemaFields';

import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { BodyRules, FieldRule } from '@staffdesk/api/rules';
import { formatNumber } from '@staffdesk/ui';
import type { RegisterOptions } from 'react-hook-form';

/** What each broken rule says; a page overrides one where it can say it better. */
export type RuleMessages = Partial<
  Record<'pattern' | 'format' | 'enum' | 'type' | 'length' | 'range' | 'items', string>
>;

/** A page's additions to one field's schema rules. */
export interface SchemaFieldOptions {
  /** Better words for a rule ("Use 2 to 20 letters, digits or dashes." for the pattern). */
  messages?: RuleMessages;
  /** The value as the page sends it (trimmed, upper-cased, a number): the rules check this. */
  asSent?: (value: unknown) => unknown;
  /**
   * A rule of the server's that the schema cannot express (an NPWP's checksum, one date after
   * another): runs after the schema's rules.
   */
  validate?: (value: unknown, values: Record<string, unknown>) => true | string;
  /** The body field whose rules apply, when the form names it otherwise. */
  rule?: string;
}

/** A form field's props from the schema: spread them onto a ui field (`TextField`, …). */
export interface SchemaFieldProps {
  name: string;
  /** The body needs a value: ui marks the label and says "<label> is required.". */
  required?: boolean;
  rules: RegisterOptions;
  /** A text's longest length (the input stops there). */
  maxLength?: number;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * What is wrong with a value under a rule, in words, or `true` when nothing is. An empty value
 * passes (the `required` prop asks for one).
 */
export function checkRule(
  rule: FieldRule,
  value: unknown,
  i18n: I18n,
  messages: RuleMessages = {},
): true | string {
  if (isEmpty(value)) return true;
  if (rule.type === 'array') {
    const count = Array.isArray(value) ? value.length : 0;
    if (rule.maxItems !== undefined && count > rule.maxItems) {
      const most = rule.maxItems;
      return (
        messages.items ?? i18n._(msg`At most ${plural(most, { one: '# item', other: '# items' })}.`)
      );
    }
    return true;
  }
  if (rule.type === 'integer' || rule.type === 'number') {
    const number = numberOf(value);
    const low = rule.minimum ?? rule.exclusiveMinimum;
    const high = rule.maximum ?? rule.exclusiveMaximum;
    const from = low === undefined ? '' : formatNumber(low);
    const to = high === undefined ? '' : formatNumber(high);
    const bounded = low !== undefined && high !== undefined;
    const integer = rule.type === 'integer';
    if (Number.isNaN(number) || (integer && !Number.isInteger(number))) {
      if (messages.type) return messages.type;
      if (!integer) return i18n._(msg`Enter a number.`);
      return bounded
        ? i18n._(msg`Enter a whole number from ${from} to ${to}.`)
        : i18n._(msg`Enter a whole number.`);
    }
    const tooLow =
      (rule.minimum !== undefined && number < rule.minimum) ||
      (rule.exclusiveMinimum !== undefined && number <= rule.exclusiveMinimum);
    const tooHigh =
      (rule.maximum !== undefined && number > rule.maximum) ||
      (rule.exclusiveMaximum !== undefined && number >= rule.exclusiveMaximum);
    if (tooLow || tooHigh) {
      if (messages.range) return messages.range;
      if (bounded && integer) return i18n._(msg`Enter a whole number from ${from} to ${to}.`);
      if (bounded) return i18n._(msg`Enter a number from ${from} to ${to}.`);
      return tooLow ? i18n._(msg`At least ${from}.`) : i18n._(msg`At most ${to}.`);
    }
    return true;
  }
  if (typeof value !== 'string') return true;
  if (rule.enum && !rule.enum.includes(value))
    return messages.enum ?? i18n._(msg`Choose one of the options.`);
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    const most = rule.maxLength;
    return (
      messages.length ??
      i18n._(msg`At most ${plural(most, { one: '# character', other: '# characters' })}.`)
    );
  }
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    const least = rule.minLength;
    return (
      messages.length ??
      i18n._(msg`At least ${plural(least, { one: '# character', other: '# characters' })}.`)
    );
  }
  if (rule.format === 'email' && !EMAIL.test(value)) {
    return messages.format ?? i18n._(msg`Enter a valid email address.`);
  }
  if (rule.format === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
    return messages.format ?? i18n._(msg`Enter a date.`);
  }
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) {
    return messages.pattern ?? i18n._(msg`Not in the expected format.`);
  }
  return true;
}

/** The rule of a form path: `pics.2.name` reads the body's `pics.*.name`. */
export function ruleAt(rules: BodyRules, path: string): FieldRule | undefined {
  return rules[path] ?? rules[path.replace(/\.\d+(?=\.|$)/g, '.*')];
}

/** react-hook-form rules for one field from its body rule, with words that say what is wrong. */
export function schemaFieldProps(
  rules: BodyRules,
  name: string,
  i18n: I18n,
  options: SchemaFieldOptions = {},
): SchemaFieldProps {
  const rule = ruleAt(rules, options.rule ?? name);
  const props: SchemaFieldProps = { name, rules: {} };
  if (rule?.required) props.required = true;
  if (rule?.type === 'string' && rule.maxLength !== undefined && !rule.enum) {
    props.maxLength = rule.maxLength;
  }
  const asSent = options.asSent ?? ((value: unknown) => value);
  props.rules.validate = (value: unknown, values: Record<string, unknown>) => {
    const sent = asSent(value);
    const checked = rule ? checkRule(rule, sent, i18n, options.messages) : true;
    if (checked !== true) return checked;
    return options.validate ? options.validate(value, values) : true;
  };
  return props;
}

/**
 * A form's fields from a request body's generated rules (`@staffdesk/api/rules`): `field(name)`
 * gives the props to spread onto a ui field, so the form checks what the server checks, with no
 * rule written again. Its words load with `EntityFormPage` (or `FormMessages`).
 *
 * ```tsx
 * const field = useSchemaFields(createClientBody);
 * <TextField label={t`Legal name`} {...field('legalName')} />
 * ```
 */
export function useSchemaFields(rules: BodyRules) {
  const { i18n } = useLingui();
  return (name: string, options?: SchemaFieldOptions) =>
    schemaFieldProps(rules, name, i18n, options);
}

/** Whether the server's field path is one of the body's fields (`pics.2.email` for `pics.*.email`). */
export function isBodyField(rules: BodyRules, path: string): boolean {
  return ruleAt(rules, path) !== undefined;
}

import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';

/** Words in the code: a message (`msg\`Child\``) or text that needs no translation (a code). */
export type Text = string | MessageDescriptor;

/** Words in the language shown. */
export function textOf(text: Text, i18n: I18n = globalI18n): string {
  return typeof text === 'string' ? text : i18n._(text);
}

/** The words for a code, or the code itself when it is new to this package; '' for none. */
export function labelIn(
  labels: Readonly<Record<string, Text>>,
  value: unknown,
  i18n: I18n = globalI18n,
): string {
  if (value === null || value === undefined || value === '') return '';
  const key = String(value);
  const label = labels[key];
  return label === undefined ? key : textOf(label, i18n);
}

/** The choices of a select, from the labels of its codes, in the language shown. */
export function optionsIn(
  labels: Readonly<Record<string, Text>>,
  i18n: I18n = globalI18n,
): { value: string; label: string }[] {
  return Object.keys(labels).map((value) => ({ value, label: labelIn(labels, value, i18n) }));
}

/** The first letter capitalised: a noun that starts a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

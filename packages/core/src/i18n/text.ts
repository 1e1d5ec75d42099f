import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * Words kept in code: a message (`msg\`Employees\``), translated when read, or text that is the
 * same in every language (a code such as NIK).
 */
export type Words = string | MessageDescriptor;

/** Words in the language shown. */
export function textOf(words: Words): string {
  return typeof words === 'string' ? words : i18n._(words);
}

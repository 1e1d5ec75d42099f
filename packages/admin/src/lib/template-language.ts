import { paths } from '@staffdesk/core';
import type { TemplateLanguage } from '../hooks/useEmail';

/** The language of the templates shown, from `?language=` (English when absent or unknown). */
export function templateLanguageOf(params: URLSearchParams): TemplateLanguage {
  return params.get('language') === 'id' ? 'id' : 'en';
}

/** A template's page in one language: `/email-notification/form/view/leave-approval?language=id`. */
export function templatePath(
  type: 'view' | 'edit',
  key: string,
  language: TemplateLanguage,
): string {
  return withLanguage(paths.emailNotification.form(type, key), language);
}

/** The templates tab in one language. */
export function templatesListPath(language: TemplateLanguage): string {
  return withLanguage(paths.emailNotification.list(), language);
}

function withLanguage(path: string, language: TemplateLanguage): string {
  return language === 'en' ? path : `${path}?${new URLSearchParams({ language })}`;
}

import type { MainPaths, MainSchema } from '@staffdesk/api';
import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type EmailTemplate = MainSchema<'EmailTemplate'>;
/** Each template is kept once per language; the mail goes out in the recipient's. */
export type TemplateLanguage = EmailTemplate['locale'];
export type EmailPreview = MainSchema<'EmailPreview'>;
export type OutboxMessage = MainSchema<'OutboxMessage'>;
export type OutboxStatus = OutboxMessage['status'];
export type OutboxQuery = NonNullable<MainPaths['/outbox']['get']['parameters']['query']>;

/** Every email template in one language, one per event (`GET /email-templates`). */
export function useEmailTemplates(locale: TemplateLanguage) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/email-templates', { params: { query: { locale } } });
}

/** One template by its event key, in one language (`GET /email-templates/{key}`). */
export function useEmailTemplate(key: string | undefined, locale: TemplateLanguage) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/email-templates/{key}',
    { params: { path: { key: key ?? '' }, query: { locale } } },
    { enabled: Boolean(key) },
  );
}

export function useUpdateEmailTemplate() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  return $api.useMutation('put', '/email-templates/{key}', {
    onSuccess: () => invalidate('/email-templates', '/email-templates/{key}', '/audit-log'),
  });
}

/** Renders a template (as saved, or with unsaved values) with the event's sample data. */
export function usePreviewEmailTemplate() {
  const { $api } = useApi().main;
  return $api.useMutation('post', '/email-templates/{key}/preview');
}

/** Mail, newest first, filtered and paged by the server (`GET /outbox`). */
export function useOutbox(query: OutboxQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/outbox',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** Queues a failed (or stuck) mail again (`POST /outbox/{id}/retry`). */
export function useRetryMail() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/outbox/{id}/retry', {
    onSuccess: () => invalidate('/outbox', '/audit-log'),
  });
}

import { useLingui } from '@lingui/react/macro';
import {
  CURRENT_USER_QUERY_KEY,
  type CurrentUser,
  describeFailure,
  isStaffdeskLocale,
  rememberChosenLocale,
  type StaffdeskLocale,
  useApi,
  useCurrentUser,
  useLocale,
} from '@staffdesk/core';
import { LanguageSwitch, useToast } from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * Shows the language the signed-in user chose in their profile once `/me` has loaded, and
 * remembers it in this browser, so the sign-in page after signing out speaks it too.
 */
export function useFollowPreferredLanguage() {
  const me = useCurrentUser();
  const { locale, setLocale } = useLocale();
  const preferred = me.data?.user.preferredLanguage;
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || !isStaffdeskLocale(preferred)) return;
    followed.current = true;
    rememberChosenLocale(preferred);
    if (preferred !== locale) setLocale(preferred);
  }, [preferred, locale, setLocale]);
}

/**
 * The language switch of the signed-in shell: saves the choice as the user's preferred language
 * (`PATCH /me`, which also sets the language of their mail), then shows it.
 */
export function LanguageChoice({ className }: { className?: string }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const me = useCurrentUser();
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  async function choose(next: StaffdeskLocale) {
    const user = me.data?.user;
    if (!user) {
      rememberChosenLocale(next);
      setLocale(next);
      return;
    }
    setSaving(true);
    try {
      const { data, error } = await api.main.fetchClient.PATCH('/me', {
        body: { name: user.name, phone: user.phone, preferredLanguage: next },
      });
      if (error !== undefined) throw error;
      // The cached `/me` says the new language at once, so nothing switches back while it reloads.
      queryClient.setQueriesData<CurrentUser>({ queryKey: CURRENT_USER_QUERY_KEY }, (current) =>
        current ? { ...current, user: data } : current,
      );
      rememberChosenLocale(next);
      setLocale(next);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    } catch (failure) {
      toast({
        tone: 'error',
        title: t`The language could not be changed`,
        description: describeFailure(failure).message,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <LanguageSwitch
      locale={locale}
      compact
      className={className}
      onChange={(next) => {
        if (!saving) void choose(next);
      }}
    />
  );
}

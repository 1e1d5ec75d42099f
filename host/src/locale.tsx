import { loadingOverlay, useLocale } from '@staffdesk/core';
import { useEffect } from 'react';

/** Puts the language shown on `<html lang>`, so screen readers and the browser read it right. */
export function DocumentLanguage() {
  const { locale } = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/** Keeps the full-screen loading overlay up while it is mounted (a wait for messages). */
export function LoadingOverlayWhileMounted() {
  useEffect(() => {
    loadingOverlay.show();
    return () => loadingOverlay.hide();
  }, []);
  return null;
}

import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LanguageSwitch, type LanguageSwitchLocale } from './LanguageSwitch';

export default { title: 'Components/LanguageSwitch' } satisfies StoryDefault;

export const FullNames: Story = () => {
  const [locale, setLocale] = useState<LanguageSwitchLocale>('en');
  return <LanguageSwitch locale={locale} onChange={setLocale} />;
};

export const Compact: Story = () => {
  const [locale, setLocale] = useState<LanguageSwitchLocale>('id');
  return <LanguageSwitch locale={locale} onChange={setLocale} compact />;
};

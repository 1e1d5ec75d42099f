import { useLingui } from '@lingui/react/macro';
import { cx } from '../cx';
import { LANGUAGES, type LanguageCode } from '../languages';

/** The languages Staffdesk speaks (core's `StaffdeskLocale`). */
export type LanguageSwitchLocale = LanguageCode;

export interface LanguageSwitchProps {
  /** The language shown now; its button is pressed. */
  locale: LanguageSwitchLocale;
  /** Called with the language chosen (not when the pressed one is pressed again). */
  onChange: (locale: LanguageSwitchLocale) => void;
  /**
   * Show the short codes "EN | ID". Each button's accessible name still starts with what it shows
   * ("EN English", WCAG 2.5.3 label in name): the full name follows, visually hidden, and is the
   * tooltip.
   */
  compact?: boolean;
  /** The group's accessible name; "Language" by default. */
  label?: string;
  className?: string;
}

/**
 * Two toggle buttons to choose the language ("English" / "Bahasa Indonesia"); the one shown is
 * pressed. Each name is marked with its own language so screen readers pronounce it right.
 */
export function LanguageSwitch({
  locale,
  onChange,
  compact,
  label,
  className,
}: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={label ?? t`Language`}
      className={cx('sd-language-switch', compact && 'sd-language-switch--compact', className)}
    >
      {LANGUAGES.map((language) => {
        const pressed = language.code === locale;
        return (
          <button
            key={language.code}
            type="button"
            lang={language.code}
            className="sd-language-switch__option"
            aria-pressed={pressed}
            title={compact ? language.name : undefined}
            onClick={() => {
              if (!pressed) onChange(language.code);
            }}
          >
            {compact ? (
              <>
                {language.short} <span className="sd-visually-hidden">{language.name}</span>
              </>
            ) : (
              language.name
            )}
          </button>
        );
      })}
    </div>
  );
}

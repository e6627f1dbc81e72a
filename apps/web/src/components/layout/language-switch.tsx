import { useTranslation } from '../../i18n';
import { saveAccountLanguage } from '../../lib/account-language';
import { LANGUAGES } from '../../lib/languages';
import { useLanguageStore } from '../../stores/language';
import classes from './layout.module.css';

/**
 * En / বাংলা switch; the choice is stored locally and followed by i18n and <html lang>, and kept with the
 * account when logged in (for the mails sent later).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    <div role="group" aria-label={t('language.label')} className={classes.langSwitch}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={language === lang}
          title={t(lang === 'en' ? 'language.enFull' : 'language.bnFull')}
          onClick={() => {
            if (lang === language) return;
            setLanguage(lang);
            saveAccountLanguage(lang);
          }}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}

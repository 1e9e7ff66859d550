import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/hooks';

const LANGUAGES = [
  { code: 'es', flag: '🇪🇸', name: 'Español' },
  { code: 'en', flag: '🇬🇧', name: 'English' },
] as const;

/** Spec §2 options: the language picker with flags; the choice is saved in the culture cookie. */
export function LanguagePicker() {
  const { t } = useTranslation('options');
  const { language, changeLanguage } = useLanguage();
  return (
    <div className="language-picker" role="group" aria-label={t('language')}>
      {LANGUAGES.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          data-testid={`language-${option.code}`}
          aria-pressed={language === option.code}
          className={language === option.code ? undefined : 'secondary outline'}
          onClick={() => {
            if (language !== option.code) changeLanguage(option.code);
          }}
        >
          <span aria-hidden="true" className="language-flag">
            {option.flag}
          </span>{' '}
          {option.name}
        </button>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/hooks';
import { ChoiceGroup } from '../../../ui/ChoiceGroup';

const LANGUAGES = [
  { code: 'es', flag: '🇪🇸', name: 'Español' },
  { code: 'en', flag: '🇬🇧', name: 'English' },
] as const;

/** Options: the language picker with flags; the choice is saved in the culture cookie. */
export function LanguagePicker() {
  const { t } = useTranslation('options');
  const { language, changeLanguage } = useLanguage();
  const choices = LANGUAGES.map(({ code, flag, name }) => ({
    value: code,
    lang: code,
    testId: `language-${code}`,
    content: (
      <>
        <span aria-hidden="true" className="language-flag">
          {flag}
        </span>{' '}
        {name}
      </>
    ),
  }));
  return (
    <ChoiceGroup
      className="language-picker"
      label={t('language')}
      choices={choices}
      chosen={language}
      onPress={(code) => {
        if (language !== code) changeLanguage(code);
      }}
    />
  );
}

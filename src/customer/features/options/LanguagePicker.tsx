import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/hooks';
import { ChoiceGroup } from '../../../ui/ChoiceGroup';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../domain/text/language';
import { Senyera } from './Senyera';

/** Each language named in itself; Valencian's flag is drawn (there is no emoji for the Senyera). */
const LANGUAGES = [
  { code: 'es', flag: '🇪🇸', name: 'Español' },
  { code: 'en', flag: '🇬🇧', name: 'English' },
  { code: 'ca', flag: <Senyera />, name: 'Valencià' },
] as const;

/** Options: the language picker with flags; the choice is saved in the culture cookie. */
export function LanguagePicker() {
  const { t } = useTranslation('options');
  const { language, changeLanguage } = useLanguage();
  const choices = LANGUAGES.map(({ code, flag, name }) => ({
    value: code,
    lang: DOCUMENT_LANGUAGE_TAGS[code],
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

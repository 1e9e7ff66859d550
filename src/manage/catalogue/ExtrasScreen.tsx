import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LocalizedText } from '../../api/contract/common';
import type { ManageExtra } from '../../api/contract/manage/catalogue';
import { manageApi } from '../runtime';
import { isField, problemOf, type CallProblem } from './callResult';
import { useCatalogue } from './catalogueContext';
import { fieldLang, langOf, pick, TEXT_LANGUAGES } from './text';

type ExtraType = ManageExtra['extraType'];
type ExtraDraft = Omit<ManageExtra, 'id'>;
const TYPES: ExtraType[] = ['bool', 'list', 'extras'];
const blank = (): ExtraDraft => ({ extraType: 'bool', titles: { es: '', en: '' }, list: [], extras: [], value: '' });

function Names({
  value,
  onChange,
  label,
  invalid,
}: {
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  label: (lang: string) => string;
  invalid?: boolean;
}) {
  const { t } = useTranslation('manage');
  return (
    <>
      {TEXT_LANGUAGES.map((each) => (
        <label key={each}>
          {label(t(`catalogue.langIn.${each}`))}
          <input
            lang={fieldLang(each)}
            value={value[each] ?? ''}
            onChange={(event) => onChange({ ...value, [each]: event.target.value })}
            aria-invalid={invalid || undefined}
            title={each === 'ca' ? t('catalogue.caHint') : undefined}
          />
        </label>
      ))}
    </>
  );
}

/** One extra's form (or a new one's): its type, titles, and its options with their price keys. */
function ExtraForm({ extra }: { extra?: ManageExtra }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.resolvedLanguage);
  const { canEdit, putExtra } = useCatalogue();
  const [draft, setDraft] = useState<ExtraDraft>(() =>
    extra ? structuredClone({ extraType: extra.extraType, titles: extra.titles, list: extra.list, extras: extra.extras, value: extra.value }) : blank(),
  );
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; problem?: CallProblem } | null>(null);
  const id = useId();
  const invalid = (field: string) => (result?.problem && !result.problem.offline && isField(result.problem.field, field) ? true : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = extra
      ? await manageApi.call('manageExtraUpdate', { params: { id: extra.id }, body: draft })
      : await manageApi.call('manageExtraCreate', { body: draft });
    setBusy(false);
    if (answer.ok) {
      putExtra(answer.data);
      setResult({ text: t(extra ? 'catalogue.extras.saved' : 'catalogue.extras.created', { title: pick(answer.data.titles, lang) }) });
      if (!extra) setDraft(blank());
      return;
    }
    const problem = problemOf(answer, t)!;
    setResult({ text: problem.text, problem });
  };

  const title = extra ? pick(extra.titles, lang) || extra.value : t('catalogue.extras.new');
  return (
    <details className="catalogue-extra" open={!extra}>
      <summary>
        {title} <small>({t(`catalogue.extras.type.${extra?.extraType ?? draft.extraType}`)})</small>
      </summary>
      <form onSubmit={(event) => void save(event)} className="catalogue-small-form" aria-label={title} data-testid={extra ? `extra-${extra.id}` : 'extra-new'}>
        <fieldset disabled={!canEdit} className="catalogue-plain">
          <label>
            {t('catalogue.extras.typeLabel')}
            <select
              value={draft.extraType}
              onChange={(event) => setDraft({ ...draft, extraType: event.target.value as ExtraType })}
              aria-invalid={invalid('extraType')}
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`catalogue.extras.type.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="catalogue-grid">
            <Names
              value={draft.titles}
              onChange={(titles) => setDraft({ ...draft, titles })}
              label={(name) => t('catalogue.extras.titleIn', { lang: name })}
              invalid={invalid('titles')}
            />
            <label>
              {t(draft.extraType === 'list' ? 'catalogue.extras.defaultOption' : 'catalogue.extras.value')}
              <input value={draft.value} onChange={(event) => setDraft({ ...draft, value: event.target.value })} aria-invalid={invalid('value')} />
              <small className="catalogue-hint-line">{t(`catalogue.extras.valueHint.${draft.extraType}`)}</small>
            </label>
          </div>
          {draft.extraType === 'list' && (
            <fieldset>
              <legend>{t('catalogue.extras.options')}</legend>
              {draft.list.map((option, index) => (
                <div key={index} className="catalogue-option">
                  <label>
                    {t('catalogue.extras.optionId', { n: index + 1 })}
                    <input
                      value={option.id}
                      onChange={(event) =>
                        setDraft({ ...draft, list: draft.list.map((each, at) => (at === index ? { ...each, id: event.target.value } : each)) })
                      }
                      aria-invalid={invalid(`list`)}
                    />
                  </label>
                  <Names
                    value={option.name}
                    onChange={(name) => setDraft({ ...draft, list: draft.list.map((each, at) => (at === index ? { ...each, name } : each)) })}
                    label={(name) => t('catalogue.extras.optionName', { n: index + 1, lang: name })}
                  />
                  <button type="button" className="secondary outline" onClick={() => setDraft({ ...draft, list: draft.list.filter((_, at) => at !== index) })}>
                    {t('catalogue.extras.removeOption', { n: index + 1 })}
                  </button>
                </div>
              ))}
              <button type="button" className="secondary" onClick={() => setDraft({ ...draft, list: [...draft.list, { id: '', name: { es: '', en: '' } }] })}>
                {t('catalogue.extras.addOption')}
              </button>
            </fieldset>
          )}
          {draft.extraType === 'extras' && (
            <fieldset>
              <legend>{t('catalogue.extras.options')}</legend>
              {draft.extras.map((option, index) => (
                <div key={index} className="catalogue-option">
                  <label>
                    {t('catalogue.extras.optionValue', { n: index + 1 })}
                    <input
                      value={option.value}
                      onChange={(event) =>
                        setDraft({ ...draft, extras: draft.extras.map((each, at) => (at === index ? { ...each, value: event.target.value } : each)) })
                      }
                      aria-invalid={invalid('extras')}
                    />
                  </label>
                  <Names
                    value={option.titles}
                    onChange={(titles) => setDraft({ ...draft, extras: draft.extras.map((each, at) => (at === index ? { ...each, titles } : each)) })}
                    label={(name) => t('catalogue.extras.optionName', { n: index + 1, lang: name })}
                  />
                  <button
                    type="button"
                    className="secondary outline"
                    onClick={() => setDraft({ ...draft, extras: draft.extras.filter((_, at) => at !== index) })}
                  >
                    {t('catalogue.extras.removeOption', { n: index + 1 })}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="secondary"
                onClick={() => setDraft({ ...draft, extras: [...draft.extras, { value: '', titles: { es: '', en: '' } }] })}
              >
                {t('catalogue.extras.addOption')}
              </button>
            </fieldset>
          )}
          {canEdit && (
            <button type="submit" aria-busy={busy} disabled={busy} id={`${id}-save`}>
              {extra ? t('catalogue.editor.save') : t('catalogue.extras.create')}
            </button>
          )}
        </fieldset>
        <p className={result?.problem ? 'catalogue-status catalogue-status-error' : 'catalogue-status'} role="status">
          {result?.text}
        </p>
      </form>
    </details>
  );
}

/** #/catalogue/extras: the extras products offer (milk, size, toppings), each its own form, and a new one. */
export function ExtrasScreen() {
  const { t } = useTranslation('manage');
  const { catalogue, canEdit } = useCatalogue();
  return (
    <section className="catalogue-screen" aria-labelledby="extras-title">
      <Link to="/catalogue" className="catalogue-back">
        {t('catalogue.back')}
      </Link>
      <h2 id="extras-title">{t('catalogue.extras.title')}</h2>
      <p className="catalogue-hint-line">{t('catalogue.extras.intro')}</p>
      {catalogue.extras.map((extra) => (
        <ExtraForm key={extra.id} extra={extra} />
      ))}
      {canEdit && <ExtraForm />}
    </section>
  );
}

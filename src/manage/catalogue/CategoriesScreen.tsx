import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LocalizedText } from '../../api/contract/common';
import type { ManageCategory } from '../../api/contract/manage/catalogue';
import { manageApi } from '../runtime';
import { isField, problemOf, type CallProblem } from './callResult';
import { useCatalogue } from './catalogueContext';
import { fieldLang, langOf, pick, TEXT_LANGUAGES } from './text';

type CategoryDraft = { title: LocalizedText; sort: string; deliverable: boolean };

/** One category's form (or a new one's): names in both languages, its place in the list, deliverable. */
function CategoryForm({ category }: { category?: ManageCategory }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.resolvedLanguage);
  const { canEdit, putCategory } = useCatalogue();
  const blank: CategoryDraft = { title: { es: '', en: '' }, sort: '0', deliverable: false };
  const [draft, setDraft] = useState<CategoryDraft>(() =>
    category ? { title: { ...category.title }, sort: String(category.sort), deliverable: category.deliverable } : blank,
  );
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; problem?: CallProblem } | null>(null);
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const sort = draft.sort.trim() === '' ? 0 : Number(draft.sort);
    if (!Number.isInteger(sort)) {
      setResult({ text: t('catalogue.problems.integer'), problem: { text: t('catalogue.problems.integer'), field: 'sort', offline: false } });
      return;
    }
    setBusy(true);
    const answer = category
      ? await manageApi.call('manageCategoryUpdate', { params: { id: category.id }, body: { title: draft.title, sort, deliverable: draft.deliverable } })
      : await manageApi.call('manageCategoryCreate', { body: { title: draft.title, sort, deliverable: draft.deliverable } });
    setBusy(false);
    if (answer.ok) {
      putCategory(answer.data);
      setResult({ text: t(category ? 'catalogue.categories.saved' : 'catalogue.categories.created', { title: pick(answer.data.title, lang) }) });
      if (!category) setDraft(blank);
      return;
    }
    const problem = problemOf(answer, t)!;
    setResult({ text: problem.text, problem });
  };
  const invalid = (field: string) => (result?.problem && !result.problem.offline && isField(result.problem.field, field) ? true : undefined);

  return (
    <form
      onSubmit={(event) => void save(event)}
      className="catalogue-small-form"
      aria-labelledby={`${id}-title`}
      data-testid={category ? `category-${category.id}` : 'category-new'}
    >
      <h3 id={`${id}-title`}>{category ? pick(category.title, lang) : t('catalogue.categories.new')}</h3>
      <fieldset disabled={!canEdit} className="catalogue-plain">
        <div className="catalogue-grid">
          {TEXT_LANGUAGES.map((each) => (
            <label key={each}>
              {t('catalogue.categories.name', { lang: t(`catalogue.langIn.${each}`) })}
              <input
                lang={fieldLang(each)}
                value={draft.title[each] ?? ''}
                onChange={(event) => setDraft({ ...draft, title: { ...draft.title, [each]: event.target.value } })}
                aria-invalid={invalid(`title.${each}`)}
                title={each === 'ca' ? t('catalogue.caHint') : undefined}
                data-testid={`category-title-${each}`}
              />
              {each === 'ca' && <small className="catalogue-hint-line">{t('catalogue.caHint')}</small>}
            </label>
          ))}
          <label>
            {t('catalogue.editor.sort')}
            <input
              inputMode="numeric"
              value={draft.sort}
              onChange={(event) => setDraft({ ...draft, sort: event.target.value })}
              aria-invalid={invalid('sort')}
            />
          </label>
        </div>
        <label>
          <input type="checkbox" role="switch" checked={draft.deliverable} onChange={(event) => setDraft({ ...draft, deliverable: event.target.checked })} />
          {t('catalogue.categories.deliverable')}
        </label>
        {canEdit && (
          <button type="submit" className={category ? 'secondary' : undefined} aria-busy={busy} disabled={busy}>
            {category ? t('catalogue.editor.save') : t('catalogue.categories.create')}
          </button>
        )}
      </fieldset>
      <p className={result?.problem ? 'catalogue-status catalogue-status-error' : 'catalogue-status'} role="status">
        {result?.text}
      </p>
    </form>
  );
}

/** #/catalogue/categories: every category in order, each its own form, and a new one's at the end. */
export function CategoriesScreen() {
  const { t } = useTranslation('manage');
  const { catalogue, canEdit } = useCatalogue();
  const categories = [...catalogue.categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
  return (
    <section className="catalogue-screen" aria-labelledby="categories-title">
      <Link to="/catalogue" className="catalogue-back">
        {t('catalogue.back')}
      </Link>
      <h2 id="categories-title">{t('catalogue.categories.title')}</h2>
      <p className="catalogue-hint-line">{t('catalogue.categories.intro')}</p>
      {categories.map((category) => (
        <CategoryForm key={category.id} category={category} />
      ))}
      {canEdit && <CategoryForm />}
    </section>
  );
}

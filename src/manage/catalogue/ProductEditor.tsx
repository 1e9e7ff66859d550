import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LocalizedText } from '../../api/contract/common';
import type { ManageProduct } from '../../api/contract/manage/catalogue';
import { ALLERGEN_CODES, ALLERGEN_NAMES, type AllergenCode } from '../../domain/catalogue/allergens';
import { splitGross } from '../../domain/pricing/pricing';
import { VAT_PERCENT } from '../../domain/pricing/vat';
import { manageApi } from '../runtime';
import { isField, problemOf, type CallProblem } from './callResult';
import { useCatalogue } from './catalogueContext';
import { Confirm } from '../Confirm';
import { changedFields, draftOf, emptyDraft, extraOptions, fieldsOf, parseMoney, type FieldProblem, type ProductDraft } from './productForm';
import { euros, fieldLang, langOf, pick, TEXT_LANGUAGES } from './text';

type Status = { kind: 'saved' | 'error'; text: string } | null;

/** One field's error, from the form's own check or the server's refusal naming it. */
type ErrorOf = (field: string) => string | undefined;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <small id={id} className="catalogue-field-error">
      {text}
    </small>
  );
}

interface LocalizedProps {
  legend: string;
  name: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  errorOf: ErrorOf;
  long?: boolean;
  required?: boolean;
}

/** A text in Spanish, English and Valencian, one labelled field each; Valencian is never required. */
function LocalizedFields({ legend, name, value, onChange, errorOf, long, required }: LocalizedProps) {
  const { t } = useTranslation('manage');
  const id = useId();
  return (
    <fieldset className="catalogue-pair">
      <legend>{legend}</legend>
      {TEXT_LANGUAGES.map((lang) => {
        const field = `${name}.${lang}`;
        const error = errorOf(field);
        const optional = lang === 'ca';
        const described = [error ? `${id}-${lang}-error` : '', optional ? `${id}-${lang}-hint` : ''].filter(Boolean).join(' ');
        const input = {
          name: field,
          value: value[lang] ?? '',
          lang: fieldLang(lang),
          required: required && !optional,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described || undefined,
          'data-testid': `product-${name}-${lang}`,
        };
        return (
          <label key={lang}>
            {t(`catalogue.lang.${lang}`)}
            {long ? (
              <textarea {...input} rows={3} onChange={(event) => onChange({ ...value, [lang]: event.target.value })} />
            ) : (
              <input {...input} onChange={(event) => onChange({ ...value, [lang]: event.target.value })} />
            )}
            {optional && (
              <small id={`${id}-${lang}-hint`} className="catalogue-hint-line">
                {t('catalogue.caHint')}
              </small>
            )}
            <FieldError id={`${id}-${lang}-error`} text={error} />
          </label>
        );
      })}
    </fieldset>
  );
}

function MoneyField({
  label,
  name,
  value,
  onChange,
  errorOf,
  hint,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorOf: ErrorOf;
  hint?: ReactNode;
}) {
  const id = useId();
  const error = errorOf(name);
  return (
    <label>
      {label}
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
        data-testid={`product-${name}`}
      />
      {hint && (
        <small id={`${id}-hint`} className="catalogue-hint-line">
          {hint}
        </small>
      )}
      <FieldError id={`${id}-error`} text={error} />
    </label>
  );
}

/**
 * A product's chain-wide fields (#/catalogue/product/CODE), or a new product's (#/catalogue/new). Save
 * sends only what changed; a refusal shows the server's words by the field it names and keeps the form,
 * as does a save without connection. Read-only without catalogue.edit.
 */
export function ProductEditor({ product }: { product: ManageProduct | undefined }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.resolvedLanguage);
  const { catalogue, canEdit, putProduct, dropProduct, reload } = useCatalogue();
  const navigate = useNavigate();
  const location = useLocation();
  const firstCategory = [...catalogue.categories].sort((a, b) => a.sort - b.sort)[0]?.id ?? 0;
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product, lang) : emptyDraft(firstCategory)));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [refusal, setRefusal] = useState<CallProblem | null>(null);
  const [status, setStatus] = useState<Status>(() =>
    (location.state as { created?: boolean } | null)?.created ? { kind: 'saved', text: t('catalogue.editor.created') } : null,
  );
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((now) => ({ ...now, [key]: value }));

  const errorOf: ErrorOf = (field) => {
    const own = problems[field];
    if (own) return t(`catalogue.problems.${own}`);
    if (refusal && !refusal.offline && isField(refusal.field, field)) return refusal.text;
    return undefined;
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit || saving) return;
    const checked = fieldsOf(draft, catalogue.extras);
    setRefusal(null);
    if ('problems' in checked) {
      setProblems(checked.problems);
      setStatus({ kind: 'error', text: t('catalogue.editor.fix') });
      focusFirstError();
      return;
    }
    setProblems({});
    if (product) {
      const patch = changedFields(product, checked.fields, catalogue.extras);
      if (Object.keys(patch).length === 0) {
        setStatus({ kind: 'saved', text: t('catalogue.editor.unchanged') });
        return;
      }
      setSaving(true);
      const answer = await manageApi.call('manageProductUpdate', { params: { code: product.code }, body: patch });
      setSaving(false);
      if (answer.ok) {
        putProduct(answer.data);
        setDraft(draftOf(answer.data, lang));
        setStatus({ kind: 'saved', text: t('catalogue.editor.saved') });
        return;
      }
      const problem = problemOf(answer, t)!;
      setRefusal(problem);
      setStatus({ kind: 'error', text: problem.offline ? problem.text : t('catalogue.editor.refused', { message: problem.text }) });
      if (!problem.offline) focusFirstError();
      return;
    }
    setSaving(true);
    const answer = await manageApi.call('manageProductCreate', { body: checked.fields });
    setSaving(false);
    if (answer.ok) {
      putProduct(answer.data);
      void navigate(`/catalogue/product/${answer.data.code}`, { replace: true, state: { created: true } });
      return;
    }
    const problem = problemOf(answer, t)!;
    setRefusal(problem);
    setStatus({ kind: 'error', text: problem.offline ? problem.text : t('catalogue.editor.refused', { message: problem.text }) });
    if (!problem.offline) focusFirstError();
  };

  const remove = async () => {
    if (!product) return;
    setAsking(false);
    setSaving(true);
    const answer = await manageApi.call('manageProductRemove', { params: { code: product.code }, body: {} });
    setSaving(false);
    if (!answer.ok) {
      const problem = problemOf(answer, t)!;
      setStatus({ kind: 'error', text: problem.offline ? problem.text : t('catalogue.editor.refused', { message: problem.text }) });
      return;
    }
    if (answer.data.archived) {
      setStatus({ kind: 'saved', text: t('catalogue.editor.archived') });
      void reload();
    } else {
      dropProduct(product.code);
      void navigate('/catalogue', { replace: true });
    }
  };

  const price = parseMoney(draft.price);
  const split = price !== null && !Number.isNaN(price) ? splitGross(price, draft.vatTypeId) : null;
  const categories = [...catalogue.categories].sort((a, b) => a.sort - b.sort);
  const chosenExtras = draft.extras.flatMap((id) => catalogue.extras.filter((extra) => extra.id === id));
  const title = product ? pick(product.title, lang) || product.code : t('catalogue.editor.newTitle');
  const errorId = useId();

  return (
    <section className="catalogue-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} {product?.archived && <mark className="catalogue-badge">{t('catalogue.list.archived')}</mark>}
      </h2>
      {product && <p className="catalogue-code">{t('catalogue.editor.code', { code: product.code })}</p>}
      <form ref={formRef} onSubmit={(event) => void save(event)} noValidate data-testid="product-form">
        <fieldset disabled={!canEdit} className="catalogue-plain">
          <LocalizedFields
            legend={t('catalogue.editor.title')}
            name="title"
            value={draft.title}
            onChange={(value) => set('title', value)}
            errorOf={errorOf}
            required
          />
          <LocalizedFields
            legend={t('catalogue.editor.description')}
            name="description"
            value={draft.description}
            onChange={(value) => set('description', value)}
            errorOf={errorOf}
            long
          />
          <LocalizedFields
            legend={t('catalogue.editor.descriptionLong')}
            name="descriptionLong"
            value={draft.descriptionLong}
            onChange={(value) => set('descriptionLong', value)}
            errorOf={errorOf}
            long
          />

          <div className="catalogue-grid">
            <label>
              {t('catalogue.editor.category')}
              <select
                name="categoryId"
                value={draft.categoryId}
                onChange={(event) => set('categoryId', Number(event.target.value))}
                aria-invalid={errorOf('categoryId') ? true : undefined}
                aria-describedby={errorOf('categoryId') ? `${errorId}-category` : undefined}
                data-testid="product-categoryId"
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {pick(category.title, lang)}
                  </option>
                ))}
              </select>
              <FieldError id={`${errorId}-category`} text={errorOf('categoryId')} />
            </label>
            <label>
              {t('catalogue.editor.sort')}
              <input
                name="sort"
                inputMode="numeric"
                value={draft.sort}
                onChange={(event) => set('sort', event.target.value)}
                aria-invalid={errorOf('sort') ? true : undefined}
                aria-describedby={errorOf('sort') ? `${errorId}-sort` : undefined}
                data-testid="product-sort"
              />
              <FieldError id={`${errorId}-sort`} text={errorOf('sort')} />
            </label>
          </div>

          <fieldset className="catalogue-pair">
            <legend>{t('catalogue.editor.pricing')}</legend>
            <div className="catalogue-grid">
              <MoneyField
                label={t('catalogue.editor.price')}
                name="price"
                value={draft.price}
                onChange={(value) => set('price', value)}
                errorOf={errorOf}
                hint={
                  split ? (
                    <span data-testid="product-vat-split">
                      {t('catalogue.editor.split', {
                        net: euros(split.priceNet, lang),
                        vat: euros(split.priceVat, lang),
                        percent: VAT_PERCENT[draft.vatTypeId],
                      })}
                    </span>
                  ) : (
                    t('catalogue.editor.priceHint')
                  )
                }
              />
              <label>
                {t('catalogue.editor.vat')}
                <select
                  name="vatTypeId"
                  value={draft.vatTypeId}
                  onChange={(event) => set('vatTypeId', Number(event.target.value))}
                  aria-invalid={errorOf('vatTypeId') ? true : undefined}
                  aria-describedby={errorOf('vatTypeId') ? `${errorId}-vat` : undefined}
                  data-testid="product-vatTypeId"
                >
                  {Object.entries(VAT_PERCENT).map(([id, percent]) => (
                    <option key={id} value={id}>
                      {t(`catalogue.editor.vatType${id}`, { percent })}
                    </option>
                  ))}
                </select>
                <FieldError id={`${errorId}-vat`} text={errorOf('vatTypeId')} />
              </label>
              <MoneyField
                label={t('catalogue.editor.priceOld')}
                name="priceOld"
                value={draft.priceOld}
                onChange={(value) => set('priceOld', value)}
                errorOf={errorOf}
                hint={t('catalogue.editor.priceOldHint')}
              />
            </div>
          </fieldset>

          <fieldset className="catalogue-pair">
            <legend>{t('catalogue.editor.tags')}</legend>
            {draft.tags.length === 0 && <p className="catalogue-hint-line">{t('catalogue.editor.noTags')}</p>}
            <ul className="catalogue-tags">
              {draft.tags.map((tag, index) => (
                <li key={index} className="catalogue-tag">
                  {TEXT_LANGUAGES.map((tagLang) => (
                    <label key={tagLang}>
                      {t('catalogue.editor.tagIn', { n: index + 1, lang: t(`catalogue.langIn.${tagLang}`) })}
                      <input
                        lang={fieldLang(tagLang)}
                        value={tag[tagLang] ?? ''}
                        onChange={(event) =>
                          set(
                            'tags',
                            draft.tags.map((each, at) => (at === index ? { ...each, [tagLang]: event.target.value } : each)),
                          )
                        }
                        aria-invalid={errorOf('tags') ? true : undefined}
                      />
                    </label>
                  ))}
                  <button
                    type="button"
                    className="secondary outline"
                    onClick={() =>
                      set(
                        'tags',
                        draft.tags.filter((_, at) => at !== index),
                      )
                    }
                  >
                    {t('catalogue.editor.removeTag', { n: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
            <FieldError id={`${errorId}-tags`} text={errorOf('tags')} />
            {canEdit && (
              <button type="button" className="secondary" onClick={() => set('tags', [...draft.tags, { es: '', en: '' }])}>
                {t('catalogue.editor.addTag')}
              </button>
            )}
          </fieldset>

          <fieldset className="catalogue-pair" aria-describedby={errorOf('allergens') ? `${errorId}-allergens` : undefined}>
            <legend>{t('catalogue.editor.allergens')}</legend>
            <div className="catalogue-checks">
              {ALLERGEN_CODES.map((code: AllergenCode) => (
                <label key={code}>
                  <input
                    type="checkbox"
                    name="allergens"
                    value={code}
                    checked={draft.allergens.includes(code)}
                    onChange={(event) =>
                      set(
                        'allergens',
                        ALLERGEN_CODES.filter((each) => (each === code ? event.target.checked : draft.allergens.includes(each))),
                      )
                    }
                    data-testid={`product-allergen-${code}`}
                  />
                  {ALLERGEN_NAMES[code][lang]}
                </label>
              ))}
            </div>
            <FieldError id={`${errorId}-allergens`} text={errorOf('allergens')} />
          </fieldset>
          <LocalizedFields
            legend={t('catalogue.editor.mayContain')}
            name="mayContain"
            value={draft.mayContain}
            onChange={(value) => set('mayContain', value)}
            errorOf={errorOf}
          />

          <fieldset className="catalogue-pair" aria-describedby={errorOf('extras') ? `${errorId}-extras` : undefined}>
            <legend>{t('catalogue.editor.extras')}</legend>
            {catalogue.extras.length === 0 && <p className="catalogue-hint-line">{t('catalogue.editor.noExtras')}</p>}
            <div className="catalogue-checks">
              {catalogue.extras.map((extra) => (
                <label key={extra.id}>
                  <input
                    type="checkbox"
                    name="extras"
                    value={extra.id}
                    checked={draft.extras.includes(extra.id)}
                    onChange={(event) => set('extras', event.target.checked ? [...draft.extras, extra.id] : draft.extras.filter((id) => id !== extra.id))}
                    aria-invalid={errorOf('extras') ? true : undefined}
                    data-testid={`product-extra-${extra.id}`}
                  />
                  {pick(extra.titles, lang) || extra.value}
                </label>
              ))}
            </div>
            <FieldError id={`${errorId}-extras`} text={errorOf('extras')} />
            {chosenExtras.map((extra) => (
              <fieldset key={extra.id} className="catalogue-extra-prices">
                <legend>{t('catalogue.editor.extraPrices', { extra: pick(extra.titles, lang) })}</legend>
                <div className="catalogue-grid">
                  {extraOptions(extra).map((option) => (
                    <MoneyField
                      key={option.key}
                      label={pick(option.name, lang) || option.key}
                      name={`extrasPrice.${option.key}`}
                      value={draft.extrasPrice[option.key] ?? ''}
                      onChange={(value) => set('extrasPrice', { ...draft.extrasPrice, [option.key]: value })}
                      errorOf={(field) =>
                        errorOf(field) ?? (field === `extrasPrice.${option.key}` && refusal?.field === 'extrasPrice' ? refusal.text : undefined)
                      }
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>

          <fieldset className="catalogue-pair">
            <legend>{t('catalogue.editor.goods')}</legend>
            <label>
              <input
                type="checkbox"
                role="switch"
                name="isOneGoods"
                checked={draft.isOneGoods}
                onChange={(event) => set('isOneGoods', event.target.checked)}
                data-testid="product-isOneGoods"
              />
              {t('catalogue.editor.isOneGoods')}
            </label>
            <small className="catalogue-hint-line">{t('catalogue.editor.isOneGoodsHint')}</small>
            {draft.isOneGoods && (
              <label>
                {t('catalogue.editor.stock')}
                <input
                  name="stock"
                  inputMode="numeric"
                  value={draft.stock}
                  onChange={(event) => set('stock', event.target.value)}
                  aria-invalid={errorOf('stock') ? true : undefined}
                  aria-describedby={errorOf('stock') ? `${errorId}-stock` : undefined}
                  data-testid="product-stock"
                />
                <FieldError id={`${errorId}-stock`} text={errorOf('stock')} />
              </label>
            )}
            <label>
              {t('catalogue.editor.withdrawal')}
              <select
                name="withdrawalException"
                value={draft.withdrawalException}
                onChange={(event) => set('withdrawalException', event.target.value as ProductDraft['withdrawalException'])}
                data-testid="product-withdrawal"
              >
                <option value="">{t('catalogue.editor.withdrawalNone')}</option>
                <option value="perishable">{t('catalogue.editor.withdrawalPerishable')}</option>
                <option value="sealed">{t('catalogue.editor.withdrawalSealed')}</option>
              </select>
            </label>
            <small className="catalogue-hint-line">{t('catalogue.editor.withdrawalHint')}</small>
          </fieldset>
        </fieldset>

        <p className={status?.kind === 'error' ? 'catalogue-status catalogue-status-error' : 'catalogue-status'} role="status" data-testid="product-status">
          {status?.text}
        </p>
        {canEdit && (
          <div className="catalogue-buttons">
            <button type="submit" aria-busy={saving} disabled={saving} data-testid="product-save">
              {product ? t('catalogue.editor.save') : t('catalogue.editor.create')}
            </button>
            {product && !product.archived && (
              <button type="button" className="secondary outline" disabled={saving} onClick={() => setAsking(true)} data-testid="product-remove">
                {t('catalogue.editor.remove')}
              </button>
            )}
          </div>
        )}
      </form>
      {asking && product && (
        <Confirm
          question={t('catalogue.editor.removeQuestion', { title: pick(product.title, lang) || product.code })}
          acceptLabel={t('catalogue.editor.removeAccept')}
          onCancel={() => setAsking(false)}
          onAccept={() => void remove()}
        />
      )}
    </section>
  );
}

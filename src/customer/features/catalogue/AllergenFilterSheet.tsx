import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { storeAllergenFilter } from '../../../data/allergenFilterStore';
import { ALLERGEN_CODES } from '../../../domain/catalogue/allergenCodes';
import { NO_ALLERGEN_FILTER, toggleAllergen, type AllergenFilter } from '../../../domain/catalogue/allergenFilter';
import { AllergenIcon } from '../../../ui/AllergenIcon';
import { useModalDialog } from '../../../ui/useModalDialog';

type Props = { filter: AllergenFilter; onClose: () => void };

/**
 * The allergen filter: the 14 allergens as "without X" switches, hide or mark, whether "may contain" traces
 * count, and a reset. Each change applies and is saved on the device at once (the catalogue behind follows).
 */
export function AllergenFilterSheet({ filter, onClose }: Props) {
  const { t } = useTranslation(['allergens', 'catalogue']);
  const modal = useModalDialog(onClose);
  const titleId = useId();
  const save = (next: AllergenFilter) => storeAllergenFilter(next);
  return (
    <dialog {...modal} className="allergen-sheet" aria-labelledby={titleId} data-testid="allergen-sheet">
      <article>
        <header>
          <h2 id={titleId}>{t('title')}</h2>
          <p>{t('intro')}</p>
        </header>
        <fieldset className="allergen-toggles">
          <legend>{t('allergensLegend')}</legend>
          {ALLERGEN_CODES.map((code) => (
            <label key={code} data-allergen={code}>
              <input type="checkbox" role="switch" checked={filter.excluded.includes(code)} onChange={() => save(toggleAllergen(filter, code))} />
              <AllergenIcon code={code} size={18} />
              {t(`catalogue:allergenFilter.without.${code}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('modeLegend')}</legend>
          <label>
            <input type="radio" name="allergen-mode" value="hide" checked={filter.mode === 'hide'} onChange={() => save({ ...filter, mode: 'hide' })} />
            {t('hide')}
          </label>
          <label>
            <input type="radio" name="allergen-mode" value="mark" checked={filter.mode === 'mark'} onChange={() => save({ ...filter, mode: 'mark' })} />
            {t('mark')}
          </label>
        </fieldset>
        <fieldset>
          <label>
            <input type="checkbox" role="switch" checked={filter.traces} onChange={() => save({ ...filter, traces: !filter.traces })} />
            {t('traces')}
          </label>
          <small>{t('tracesHint')}</small>
        </fieldset>
        <p className="allergen-sheet-note">{t('note')}</p>
        <footer>
          <button type="button" className="secondary outline" data-testid="allergen-filter-reset" onClick={() => save(NO_ALLERGEN_FILTER)}>
            {t('reset')}
          </button>
          <button type="button" data-testid="allergen-filter-done" onClick={onClose} autoFocus>
            {t('done')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}

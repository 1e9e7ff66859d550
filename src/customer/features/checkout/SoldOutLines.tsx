import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, ProductExtra } from '../../../api/contract';
import type { SoldOutCartLine } from '../../../domain/availability/cartAvailability';
import { extraValueName } from './describeExtras';
import './soldOutLines.css';

type SoldOutLinesProps = {
  lines: SoldOutCartLine[];
  dictionary: ProductExtra[];
  language: Language;
  onRemove: (key: string) => void;
  /** Opens the line's product to choose it again (another milk), in the line's place. */
  onChange: (line: SoldOutCartLine) => void;
};

/** A sentence names what was chosen with an extra in lower case: "Café latte con bebida de avena". */
function inSentence(name: string, language: Language): string {
  return name.charAt(0).toLocaleLowerCase(language) + name.slice(1);
}

/**
 * At checkout, the lines the shop has sold out since they were added, each named ("Café latte con bebida
 * de avena: agotado hoy") with its two ways on: remove it, or change it. Payment waits until none is left.
 */
export function SoldOutLines({ lines, dictionary, language, onRemove, onChange }: SoldOutLinesProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  if (lines.length === 0) return null;
  return (
    <section className="sold-out-lines" aria-labelledby={titleId} data-testid="sold-out-lines">
      <h2 id={titleId}>{t('soldOutLines.title')}</h2>
      <p>{t('soldOutLines.text')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key} data-testid="sold-out-line">
            <p>
              {line.extra
                ? t('soldOutLines.extra', { title: line.title, extra: inSentence(extraValueName(line.extra, dictionary, language), language) })
                : t('soldOutLines.product', { title: line.title })}
            </p>
            <div className="sold-out-line-actions">
              <button
                type="button"
                className="secondary outline"
                data-testid="sold-out-remove"
                aria-label={t('soldOutLines.removeLabel', { title: line.title })}
                onClick={() => onRemove(line.key)}
              >
                {t('remove')}
              </button>
              {line.extra && (
                <button
                  type="button"
                  data-testid="sold-out-change"
                  aria-label={t('soldOutLines.changeLabel', { title: line.title })}
                  onClick={() => onChange(line)}
                >
                  {t('soldOutLines.change')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

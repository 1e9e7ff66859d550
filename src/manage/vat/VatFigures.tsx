import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vat303 } from '../../api/contract/manage/vatBook';
import { localeOf } from '../shops/formBits';

/** Form 303's figures of a quarter: base and VAT per rate with their boxes, the rectifying invoices (14–15) and the total (27). */
export function VatFigures({ figures }: { figures: Vat303 }) {
  const { t, i18n } = useTranslation('manage');
  const locale = localeOf(i18n.language);
  const money = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }), [locale]);
  const percent = (value: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} %`;
  return (
    <section aria-labelledby="bo-vat-303" data-testid="bo-vat-303">
      <h2 id="bo-vat-303">{t('vat.figures', { quarter: figures.quarter, year: figures.year })}</h2>
      <p className="bo-muted">
        {t('vat.figuresNote')} {t('vat.invoices', { count: figures.invoices })}.
      </p>
      <table className="bo-table bo-vat-figures">
        <caption className="bo-sr">{t('vat.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vat.rate')}</th>
            <th scope="col">{t('vat.base')}</th>
            <th scope="col">{t('vat.vat')}</th>
            <th scope="col">{t('vat.boxes')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.rates.map((rate) => (
            <tr key={rate.percent} data-testid="bo-vat-rate" data-percent={rate.percent}>
              <th scope="row" data-label={t('vat.rate')}>
                {percent(rate.percent)}
              </th>
              <td data-label={t('vat.base')} data-testid="bo-vat-base">
                {money.format(rate.base)}
              </td>
              <td data-label={t('vat.vat')} data-testid="bo-vat-vat">
                {money.format(rate.vat)}
              </td>
              <td data-label={t('vat.boxes')}>{rate.boxes ? `${rate.boxes.base} · ${rate.boxes.rate} · ${rate.boxes.vat}` : '—'}</td>
            </tr>
          ))}
          <tr data-testid="bo-vat-modification">
            <th scope="row" data-label={t('vat.rate')}>
              {t('vat.modification')}
            </th>
            <td data-label={t('vat.base')}>{money.format(figures.modification.base)}</td>
            <td data-label={t('vat.vat')}>{money.format(figures.modification.vat)}</td>
            <td data-label={t('vat.boxes')}>14 · 15</td>
          </tr>
          <tr data-testid="bo-vat-total">
            <th scope="row" data-label={t('vat.rate')}>
              {t('vat.total')}
            </th>
            <td data-label={t('vat.base')} data-testid="bo-vat-net-base">
              {money.format(figures.netBase)}
            </td>
            <td data-label={t('vat.vat')} data-testid="bo-vat-total-vat">
              <strong>{money.format(figures.totalVat)}</strong>
            </td>
            <td data-label={t('vat.boxes')}>27</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

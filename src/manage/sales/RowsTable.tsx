import { useTranslation } from 'react-i18next';
import type { SalesRow } from '../../api/contract/manage/reports';
import { localText } from '../shops/formBits';

/** Rows of a sales report as a ranked table: gross, net, VAT, refunds, orders (and units for products). */
export function RowsTable({
  id,
  title,
  column,
  rows,
  money,
  units,
}: {
  id: string;
  title: string;
  column: string;
  rows: SalesRow[];
  money: (euros: number) => string;
  units?: boolean;
}) {
  const { t, i18n } = useTranslation('manage');
  return (
    <article className="bo-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="bo-muted">{t('sales.empty')}</p>
      ) : (
        <table className="bo-table bo-figures">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              {units && <th scope="col">{t('sales.units')}</th>}
              <th scope="col">{t('sales.gross')}</th>
              <th scope="col">{t('sales.net')}</th>
              <th scope="col">{t('sales.vat')}</th>
              <th scope="col">{t('sales.refundsShort')}</th>
              <th scope="col">{t('sales.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid={`${id}-row`}>
                <th scope="row">{localText(row.label, i18n.language) || row.key}</th>
                {units && <td data-label={t('sales.units')}>{row.units ?? 0}</td>}
                <td data-label={t('sales.gross')}>{money(row.gross)}</td>
                <td data-label={t('sales.net')}>{money(row.net)}</td>
                <td data-label={t('sales.vat')}>{money(row.vat)}</td>
                <td data-label={t('sales.refundsShort')}>{money(row.refunds)}</td>
                <td data-label={t('sales.orders')}>{row.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { drawBars } from './salesChart';

export interface Bar {
  key: string;
  label: string;
  gross: number;
  orders: number;
}

/** A bar chart of gross euros with its figures as a table for who cannot see the chart. */
export function BarChart({ id, title, column, bars, money }: { id: string; title: string; column: string; bars: Bar[]; money: (euros: number) => string }) {
  const { t } = useTranslation('manage');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    return drawBars(
      canvas.current,
      bars.map((bar) => bar.label),
      bars.map((bar) => bar.gross),
      money,
    );
  }, [bars, money]);
  return (
    <article className="bo-card bo-chart-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="bo-chart">
        <canvas ref={canvas} role="img" aria-label={t('sales.chartLabel', { what: title.toLowerCase() })} />
      </div>
      <details>
        <summary>{t('sales.asTable')}</summary>
        <table className="bo-table bo-figures">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{t('sales.gross')}</th>
              <th scope="col">{t('sales.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td data-label={t('sales.gross')}>{money(bar.gross)}</td>
                <td data-label={t('sales.orders')}>{bar.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}

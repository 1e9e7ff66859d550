import { useEffect, useState } from 'react';
import type { LoyaltyReport, SalesGrouping, SalesReport } from '../../api/contract/manage/reports';
import { manageApi } from '../runtime';

export type SalesReports = Record<'day' | 'hour' | 'product' | 'category' | 'payment' | 'kind', SalesReport>;
export type ReportsState = { reports?: SalesReports; loyalty?: LoyaltyReport; problem?: { status: number | undefined; message: string } };

const GROUPINGS = ['day', 'hour', 'product', 'category', 'payment', 'kind'] as const satisfies readonly SalesGrouping[];

/** Every grouping of the sales report of a shop and period, and the loyalty owed when the member may read it. */
export function useSalesReports(shop: string, from: string, to: string, withLoyalty: boolean): ReportsState | undefined {
  const [state, setState] = useState<ReportsState>();
  useEffect(() => {
    let live = true;
    setState(undefined);
    void (async () => {
      const answers = await Promise.all(GROUPINGS.map((by) => manageApi.call('manageSalesReport', { query: { shop, from, to, by } })));
      const loyalty = withLoyalty ? await manageApi.call('manageLoyaltyReport', { query: { at: to, from } }) : undefined;
      if (!live) return;
      const failed = answers.find((answer) => !answer.ok);
      if (failed && !failed.ok) {
        setState({ problem: { status: failed.httpStatus, message: failed.error?.message ?? '' } });
        return;
      }
      const reports = Object.fromEntries(answers.map((answer, index) => [GROUPINGS[index], answer.ok ? answer.data : undefined])) as SalesReports;
      setState({ reports, loyalty: loyalty?.ok ? loyalty.data : undefined });
    })();
    return () => {
      live = false;
    };
  }, [shop, from, to, withLoyalty]);
  return state;
}

import { useState } from 'react';
import type { AccountExport } from '../../../../api/contract/customer/accountExport';
import { loadAccountExport } from '../../../../data/accountExport';
import { db } from '../../../../data/db';
import { log } from '../../../../data/logging';
import { exportFileName, makeExportFile, saveFile, type ExportFormat } from './exportFiles';

export type ExportState = { busy: ExportFormat | null; problem: 'signedOut' | 'failed' | null; last: AccountExport | null };

/** Fetches the export (or builds it from the device offline), has the worker make the file and saves it. */
export function useDataExport(language: string): ExportState & { download(format: ExportFormat): Promise<void> } {
  const [state, setState] = useState<ExportState>({ busy: null, problem: null, last: null });

  async function download(format: ExportFormat): Promise<void> {
    setState((current) => ({ ...current, busy: format, problem: null }));
    try {
      const outcome = await loadAccountExport(db, language);
      if ('problem' in outcome) {
        setState((current) => ({ ...current, busy: null, problem: outcome.problem }));
        return;
      }
      const bytes = await makeExportFile(outcome.data, format, language);
      saveFile(bytes, exportFileName(outcome.data, format), format);
      setState({ busy: null, problem: null, last: outcome.data });
    } catch (error) {
      void log.error(`Data export (${format}): ${error instanceof Error ? error.message : String(error)}`, 'dataExport');
      setState((current) => ({ ...current, busy: null, problem: 'failed' }));
    }
  }

  return { ...state, download };
}

import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../../data/logging';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.message}\n${error.stack ?? ''}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** A full reload: whatever broke the render may live in memory, so start clean at the home screen. */
function goHomeAfresh(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.location.replace(`${window.location.pathname}${window.location.search}#/`);
  window.location.reload();
}

/** Any unhandled render error shows 'Unexpected Application Error!' (same title in es and en). */
export function AppErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('app');

  useEffect(() => {
    void log.error(`Route render error: ${describe(error)}`, 'router');
  }, [error]);

  return (
    <section className="container app-error" data-testid="app-error">
      <h1>Unexpected Application Error!</h1>
      <p>{t('error.text')}</p>
      <a href="#/" role="button" onClick={goHomeAfresh}>
        {t('error.goHome')}
      </a>
    </section>
  );
}

import '../shops/shops.css';
import './texts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDeclaration } from '../../api/contract/manage/support';
import { manageApi } from '../runtime';
import { localeOf } from '../shops/formBits';

function Facts({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <dl className="bo-facts" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="bo-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The producer's responsible declaration, from the same settings every invoicing record names; any member may read it. */
export default function LegalSection() {
  const { t, i18n } = useTranslation('manage');
  const [declaration, setDeclaration] = useState<LegalDeclaration | 'failed' | undefined>();
  useEffect(() => {
    let live = true;
    void manageApi.call('manageLegal').then((answer) => {
      if (live) setDeclaration(answer.ok ? answer.data : 'failed');
    });
    return () => {
      live = false;
    };
  }, []);
  const date = useMemo(() => {
    if (!declaration || declaration === 'failed') return '';
    const [year, month, day] = declaration.date.split('-').map(Number);
    return new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day)));
  }, [declaration, i18n.language]);

  return (
    <section className="bo-section" aria-labelledby="bo-legal-title">
      <header className="bo-head">
        <h1 id="bo-legal-title">{t('legal.title')}</h1>
      </header>
      {declaration === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : declaration === 'failed' ? (
        <p role="alert">{t('legal.failed')}</p>
      ) : (
        <article data-testid="legal-declaration">
          <p>{t('legal.intro')}</p>
          <h2>{t('legal.producer')}</h2>
          <Facts
            testId="legal-producer"
            rows={[
              [t('legal.producerName'), declaration.producer.name],
              [t('legal.producerNif'), declaration.producer.nif],
            ]}
          />
          {declaration.producerIsIssuer && <p className="bo-muted">{t('legal.producerIsIssuer')}</p>}
          <h2>{t('legal.system')}</h2>
          <Facts
            testId="legal-system"
            rows={[
              [t('legal.systemName'), declaration.system.name],
              [t('legal.systemId'), declaration.system.id],
              [t('legal.version'), declaration.system.version],
              [t('legal.installation'), declaration.system.installationNumber],
              [t('legal.mode'), declaration.mode],
            ]}
          />
          <h2>{t('legal.issuer')}</h2>
          <Facts
            testId="legal-issuer"
            rows={[
              [t('legal.producerName'), declaration.issuer.name],
              [t('legal.producerNif'), declaration.issuer.nif],
            ]}
          />
          <p>{t('legal.declares', { mode: declaration.mode })}</p>
          <h2>{t('legal.rules')}</h2>
          <ul>
            {declaration.rules.map((rule) => (
              <li key={rule} lang="es">
                {rule}
              </li>
            ))}
          </ul>
          <p data-testid="legal-signed">{t('legal.signed', { place: declaration.place, date })}</p>
        </article>
      )}
    </section>
  );
}

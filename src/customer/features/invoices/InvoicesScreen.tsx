import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { SignInFirst } from '../../../ui/SignInFirst';
import { SkeletonLines, SkeletonScreen } from '../../../ui/Skeleton';
import { UnavailableState } from '../../../ui/UnavailableState';
import { useInvoices } from '../../../data/invoices';
import { useLiveInvoices } from '../../../data/live/liveInvoices';
import { useSession } from '../../../data/session';
import { FullInvoiceRequest } from './FullInvoiceRequest';
import { InvoiceDetail } from './InvoiceDetail';
import { InvoiceList } from './InvoiceList';
import './invoices.css';

/**
 * /user/invoices: the list, and one invoice's detail in its place (?invoice=<number>, so Back in the
 * browser or on Android returns to the list); opens offline from Dexie.
 */
export default function InvoicesScreen() {
  const { t } = useTranslation('invoices');
  const { isSignedIn, ready } = useSession();
  const invoices = useInvoices();
  useLiveInvoices(ready && isSignedIn);
  const [search, setSearch] = useSearchParams();
  const selected = search.get('invoice');
  const invoice = invoices.data?.find((item) => item.invoiceNumber === selected);
  const openInvoice = (invoiceNumber: string) => setSearch({ invoice: invoiceNumber });
  const backToList = () => setSearch({});

  const body = () => {
    if (!ready) return null;
    if (!isSignedIn) return <SignInFirst title={t('signInTitle')} text={t('signInText')} action={t('signIn')} />;
    if (!invoices.data) {
      if (invoices.state === 'loading') {
        return (
          <SkeletonScreen>
            <SkeletonLines lines={5} />
          </SkeletonScreen>
        );
      }
      return <UnavailableState />;
    }
    if (invoice) {
      return (
        <>
          <InvoiceDetail invoice={invoice} onBack={backToList} />
          <FullInvoiceRequest invoice={invoice} invoices={invoices.data} onOpen={openInvoice} />
        </>
      );
    }
    if (invoices.data.length === 0) return <EmptyState icon="page" title={t('empty')} text={t('emptyText')} testId="invoices-empty" />;
    return <InvoiceList invoices={invoices.data} onSelect={openInvoice} />;
  };

  return (
    <section className="invoices-screen">
      {!invoice && <BackLink to="/user" />}
      <h1 className="screen-title">{t('title')}</h1>
      {body()}
    </section>
  );
}

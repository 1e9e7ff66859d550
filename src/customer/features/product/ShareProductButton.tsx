import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/contract';
import { useAlert } from '../../shared/hooks';
import { shareLink } from '../../shared/shareLink';
import { Icon } from '../../../ui/Icon';
import { sharedProductPath } from '../../../domain/catalogue/sharedProductLink';

type ShareProductButtonProps = { product: Product; locationCode: string };

/** Shares the product's own address (server-rendered, previewed by messaging apps), not the hash route. */
export function ShareProductButton({ product, locationCode }: ShareProductButtonProps) {
  const { t } = useTranslation('product');
  const alert = useAlert();
  const share = async () => {
    const url = new URL(sharedProductPath(locationCode, product.slug), window.location.origin).href;
    const outcome = await shareLink({ title: product.title, text: product.description, url });
    if (outcome === 'copied') alert({ type: 'success', text: t('linkCopied') });
    if (outcome === 'failed') alert({ type: 'warning', text: t('shareFailed', { url }), timeoutSeconds: 8 });
  };
  return (
    <button type="button" className="product-share secondary outline" data-testid="share-product" onClick={() => void share()}>
      <Icon name="share" size={18} />
      {t('share')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { setLineNote } from '../../../data/cart/cart';
import { useAlert } from '../hooks';
import { suggestsNoteExample } from '../../../domain/orders/lineNote';
import { LineNoteField } from './LineNoteField';

/** A cart line's note, edited in place; saved (and the line re-keyed) when the field is left. */
export function CartLineNote({ line }: { line: { key: string; title: string; notes: string; isOneGoods: boolean } }) {
  const { t } = useTranslation('lineNotes');
  const { t: tCart } = useTranslation('cart');
  const alert = useAlert();
  const save = (note: string) => void setLineNote(line.key, note).catch(() => alert({ type: 'warning', text: tCart('saveError'), timeoutSeconds: 5 }));
  return (
    <div className="cart-line-note-edit">
      <LineNoteField
        key={line.key}
        value={line.notes}
        commitOnBlur
        label={t('noteLineLabel', { title: line.title })}
        onChange={save}
        testId="cart-line-note"
        example={suggestsNoteExample(line)}
      />
    </div>
  );
}

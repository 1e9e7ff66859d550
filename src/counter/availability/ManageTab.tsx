import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { capacityProblem, stockProblem } from '../../domain/availability/availability';
import { shopClockTime } from '../../domain/schedule/shopTime';
import type { CatalogueProduct } from '../data/shopCatalogue';
import type { TabProps } from './panelProps';

/** A whole number typed in a field, or undefined for anything else ("", "2.5", "-1" read as -1). */
function wholeNumber(text: string): number | undefined {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

function StockRow({
  product,
  stock,
  shop,
  online,
  writes,
  write,
}: { product: CatalogueProduct; stock: number } & Pick<TabProps, 'shop' | 'online' | 'writes' | 'write'>) {
  const { t } = useTranslation('staff');
  const [text, setText] = useState(String(stock));
  const [invalid, setInvalid] = useState(false);
  const key = `stock:${product.code}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const units = wholeNumber(text);
    if (units === undefined || stockProblem(units)) return setInvalid(true);
    setInvalid(false);
    void write.run(key, () => writes.stock({ shop, productCode: product.code, stock: units }));
  };
  const inputId = `stock-${product.code}`;
  return (
    <li data-product={product.code}>
      <form className="staff-avail-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="staff-avail-name">
          {product.title} <small>{t('availability.stock.current', { count: stock })}</small>
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={text}
          aria-label={t('availability.stock.input', { name: product.title })}
          aria-invalid={invalid || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="staff-big" disabled={!online || write.isBusy(key)}>
          {t('availability.stock.save')}
        </button>
      </form>
      {invalid && (
        <p className="staff-error" role="alert">
          {t('availability.stock.invalid')}
        </p>
      )}
    </li>
  );
}

function SlotCapacity({ shop, timeZone, availability, online, writes, write }: TabProps) {
  const { t } = useTranslation('staff');
  const capacity = availability?.controls.slotCapacity ?? null;
  const [limited, setLimited] = useState(capacity !== null);
  const [text, setText] = useState(String(capacity ?? 6));
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = limited ? wholeNumber(text) : null;
    if (wanted === undefined || capacityProblem(wanted)) return setInvalid(true);
    setInvalid(false);
    void write.run('slot-capacity', () => writes.slotCapacity({ shop, capacity: wanted }));
  };
  const fullSlots = availability?.fullSlots ?? [];
  return (
    <section className="staff-avail-block" aria-labelledby="avail-slots">
      <h3 id="avail-slots">{t('availability.slots.title')}</h3>
      <p className="staff-avail-state" role="status">
        {capacity === null ? t('availability.slots.off') : t('availability.slots.on', { count: capacity })}
      </p>
      {fullSlots.length > 0 && (
        <p className="staff-avail-hint">
          {t('availability.slots.full', { times: fullSlots.map((slot) => shopClockTime(new Date(slot), timeZone)).join(', ') })}
        </p>
      )}
      <form className="staff-avail-form" onSubmit={submit} noValidate>
        <label className="staff-avail-check">
          <input type="checkbox" role="switch" checked={limited} onChange={(event) => setLimited(event.target.checked)} />
          {t('availability.slots.limit')}
        </label>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          step={1}
          value={text}
          disabled={!limited}
          aria-label={t('availability.slots.input')}
          aria-invalid={invalid || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="staff-big" disabled={!online || write.isBusy('slot-capacity')}>
          {t('availability.slots.save')}
        </button>
      </form>
      {invalid && (
        <p className="staff-error" role="alert">
          {t('availability.slots.invalid')}
        </p>
      )}
    </section>
  );
}

/** Managers: the cap on orders per 15-minute slot, and the live stock of the shop's single goods (beans, mugs). */
export function ManageTab(props: TabProps) {
  const { t } = useTranslation('staff');
  const { catalogue, availability } = props;
  const singleGoods = (catalogue?.categories ?? []).flatMap((category) => category.products.filter((product) => product.isOneGoods));
  return (
    <>
      <SlotCapacity key={String(availability?.controls.slotCapacity ?? null)} {...props} />
      <section className="staff-avail-block" aria-labelledby="avail-stock">
        <h3 id="avail-stock">{t('availability.stock.title')}</h3>
        {catalogue && singleGoods.length === 0 && <p className="staff-empty">{t('availability.stock.none')}</p>}
        <ul className="staff-avail-stock">
          {singleGoods.map((product) => {
            const stock = availability?.stock[product.code] ?? product.stockCurrent;
            // Keyed by the figure too: a stock moved by an order or another device refills the field.
            return <StockRow key={`${product.code}:${stock}`} product={product} stock={stock} {...props} />;
          })}
        </ul>
      </section>
    </>
  );
}

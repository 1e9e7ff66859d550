import { createRoot } from 'react-dom/client';
import type { HomeData } from '../../../src/api/contract';
import { firstRows, formatEuros, HOME_API, isEagerPhoto, photoSrcset } from '../catalogueRows';

// A bare client-rendered React app: fetch the catalogue, then render the same rows as the plain page.
function Rows({ home }: { home: HomeData }) {
  return firstRows(home).map((group, blockIndex) => (
    <section key={group.categoryId}>
      <h2>{group.title}</h2>
      <ul className="row">
        {group.items.map((product, cardIndex) => {
          const eager = isEagerPhoto(blockIndex, cardIndex);
          const srcset = photoSrcset(product.photo.url250);
          return (
            <li key={product.productCode} className="card">
              <img
                {...(srcset ? { srcSet: srcset.srcset, sizes: srcset.sizes } : {})}
                src={product.photo.url250}
                alt={product.title}
                width={250}
                height={250}
                loading={eager ? 'eager' : 'lazy'}
                {...(eager ? { fetchPriority: 'high' as const } : {})}
                decoding="async"
              />
              <h3>{product.title}</h3>
              <span className="price">{formatEuros(product.price)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}

async function start(): Promise<void> {
  const response = await fetch(HOME_API, { headers: { Accept: 'application/json', 'X-Language': 'es' } });
  const body = (await response.json()) as { data: HomeData };
  createRoot(document.getElementById('root')!).render(<Rows home={body.data} />);
}

void start();

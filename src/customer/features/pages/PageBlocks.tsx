import type { PageBlock } from '../../../api/contract';

/** Page blocks: title → h2, subtitle → h3, texts → paragraphs, image/img → a picture. */
export function PageBlocks({ blocks, pageTitle }: { blocks: PageBlock[]; pageTitle: string }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'title':
            return block.value ? <h2 key={index}>{block.value}</h2> : null;
          case 'subtitle':
            return block.value ? <h3 key={index}>{block.value}</h3> : null;
          case 'texts':
            return (block.texts ?? (block.value ? [block.value] : [])).map((text, line) => <p key={`${index}-${line}`}>{text}</p>);
          case 'image':
          case 'img': {
            const source = block.image ?? block.value;
            return source ? (
              <figure key={index} className="content-page-figure">
                <img src={source} alt={pageTitle} width={800} height={450} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
              </figure>
            ) : null;
          }
        }
      })}
    </>
  );
}

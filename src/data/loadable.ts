/**
 * loading: nothing stored yet and a fetch is under way → show a skeleton;
 * unavailable: nothing stored and the fetch failed, 404'd or we are offline → show a message.
 * partial: the data is a document's copy, without what only other screens read (the catalogue's has no
 * product's details): 'loading' while the whole row is fetched, 'unavailable' when it cannot be.
 * productPage: with partial, the copy is a product page's (BootSeed.productPage): the code of the one
 * product it holds whole; it lists no other product but those the page suggests.
 */
export type Loadable<T> = {
  data: T | undefined;
  state: 'loading' | 'ready' | 'unavailable';
  fetchedAt?: number;
  partial?: 'loading' | 'unavailable';
  productPage?: string;
};

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HashHistoryRouter, useScreenVisit } from '../../../../src/customer/app/HashHistoryRouter';

// A screen whose code never arrives: a navigation to it stays pending (a transition), the old screen shown.
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

let navigate: NavigateFunction = () => {};

function Frame() {
  navigate = useNavigate();
  return (
    <Suspense fallback={<p>loading</p>}>
      <div key={useScreenVisit()}>
        <Outlet />
      </div>
    </Suspense>
  );
}

function ProductForm() {
  const [quantity, setQuantity] = useState(1);
  return <button onClick={() => setQuantity(quantity + 1)}>quantity {quantity}</button>;
}

function Routes() {
  return useRoutes([
    {
      element: <Frame />,
      children: [
        { path: '/product', element: <ProductForm /> },
        { path: '/catalogue', element: <NeverLoaded /> },
      ],
    },
  ]);
}

/** Opens /product and raises its quantity to 2. */
function openProductAndAddOne() {
  window.location.hash = '#/product';
  render(
    <HashHistoryRouter>
      <Routes />
    </HashHistoryRouter>,
  );
  fireEvent.click(screen.getByRole('button'));
}

describe('a screen visited again (HashHistoryRouter)', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('starts fresh when the path came back before the screen between was shown', async () => {
    openProductAndAddOne();
    expect(screen.getByRole('button').textContent).toBe('quantity 2');

    await act(async () => navigate('/catalogue'));
    expect(screen.getByRole('button').textContent).toBe('quantity 2'); // still shown while the catalogue loads
    await act(async () => navigate('/product'));

    expect(screen.getByRole('button').textContent).toBe('quantity 1');
  });

  it('keeps the screen when only the query changes', async () => {
    openProductAndAddOne();
    await act(async () => navigate('/product?step=2'));
    expect(screen.getByRole('button').textContent).toBe('quantity 2');
  });
});

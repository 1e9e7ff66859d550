import { act, cleanup, render, screen } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HashHistoryRouter } from '../../../../src/customer/app/HashHistoryRouter';

let navigate: NavigateFunction = () => {};
const shown: string[] = [];

function Path() {
  navigate = useNavigate();
  const { pathname } = useLocation();
  shown.push(pathname);
  return <p>{pathname}</p>;
}

describe("HashHistoryRouter: the first render and the next screen's code", () => {
  afterEach(() => {
    cleanup();
    shown.length = 0;
    window.location.hash = '';
  });

  it('renders firstPath first, whatever the address says, and follows the address after the commit', async () => {
    window.location.hash = '#/locations';
    render(
      <HashHistoryRouter firstPath="/VA01">
        <Path />
      </HashHistoryRouter>,
    );
    expect(shown[0]).toBe('/VA01');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('/locations')).toBeTruthy();
  });

  it("keeps the screen until the next screen's code is in, and shows only the latest navigation", async () => {
    window.location.hash = '#/';
    const ready = new Map<string, () => void>();
    const whenScreenReady = (path: string) => new Promise<void>((resolve) => ready.set(path, resolve));
    render(
      <HashHistoryRouter whenScreenReady={whenScreenReady}>
        <Path />
      </HashHistoryRouter>,
    );
    await act(async () => navigate('/slow'));
    await act(async () => navigate('/fast'));
    expect(screen.getByText('/')).toBeTruthy();
    await act(async () => ready.get('/fast')!());
    expect(screen.getByText('/fast')).toBeTruthy();
    await act(async () => ready.get('/slow')!());
    expect(screen.getByText('/fast')).toBeTruthy();
  });
});

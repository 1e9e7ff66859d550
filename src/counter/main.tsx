import './counter.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import StaffArea from './StaffArea';

import { PlainHashRouter } from '../ui/PlainHashRouter';
/**
 * The counter's entry at /counter/: the board, on its own (hash) router. Every address shows the board (the old
 * `/#/staff…` links arrive as `/counter/#/…`, redirected by the customer's entry).
 */
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PlainHashRouter>
        <StaffArea />
      </PlainHashRouter>
    </StrictMode>,
  );
});

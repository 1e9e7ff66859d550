import './manage.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { ManageArea } from './ManageArea';

import { PlainHashRouter } from '../ui/PlainHashRouter';
/** The back office's entry at /manage/: online-first (no service worker), on its own router. */
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PlainHashRouter>
        <ManageArea />
      </PlainHashRouter>
    </StrictMode>,
  );
});

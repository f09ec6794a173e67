import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ScanApp } from './scan-app';

const container = document.getElementById('scan');
if (!container) throw new Error('The gate page has no #scan element.');
createRoot(container).render(
  <StrictMode>
    <ScanApp />
  </StrictMode>,
);

// Opens with no signal once it has opened with one: the page and its files are kept by the
// service worker (service-worker.ts), the passes and the queue by the page in IndexedDB.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/office/scan-sw.js', { scope: '/office/scan' }).catch(() => undefined);
}

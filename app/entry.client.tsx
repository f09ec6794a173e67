import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadGuard } from '~/lib/chunk-reload-guard';
import { registerServiceWorker } from '~/features/offline/service-worker';

installChunkReloadGuard();
// Offline support for the built site only: in `npm run dev` a worker would serve stale files.
if (import.meta.env.PROD) registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

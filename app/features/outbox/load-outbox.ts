import { withoutReload } from '~/lib/chunk-reload-guard';

/**
 * The outbox and e-mail sending (IndexedDB, EmailJS) are one chunk of their own (`outbox` in
 * vite.config.ts) that no page loads up front: a form loads it when first used, and the header
 * when something waits to be sent or once the page has settled. A failed download does not
 * reload the page; each caller says what it means for the visitor.
 */
export const loadOutbox = () => withoutReload(() => import('./outbox-store'));
export const loadEmailRequest = () => withoutReload(() => import('~/features/registration/email-request'));

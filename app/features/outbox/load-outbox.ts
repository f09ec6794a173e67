import { withoutReload } from '~/lib/chunk-reload-guard';

/**
 * The outbox and e-mail sending (IndexedDB, EmailJS) are one chunk of their own (`outbox` in
 * vite.config.ts) that no page loads up front: a form loads it when first used, and the header
 * when something waits to be sent or once the page has settled. A failed download does not
 * reload the page; each caller says what it means for the visitor.
 */
export const loadOutbox = () => withoutReload(() => import('./outbox-store'));
/**
 * What a form's submit calls to send (features/registration/send-registration.ts): a small
 * chunk of its own that brings the outbox's with it.
 */
export const loadSending = () => withoutReload(() => import('~/features/registration/send-registration'));

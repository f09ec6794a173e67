// The site's service worker, /sw.js: the caching (precache, images, search, updates), then the
// outbox that sends the registrations. service-worker/build-worker.ts bundles the two, with the
// app modules the outbox shares with the pages, into one classic script.
import './caching.ts';
import './outbox';

/**
 * Where the registrations service (service/) answers, from the build (`VITE_REGISTRATIONS_URL`,
 * README.md), without a trailing slash; undefined when the build has none, and then the site
 * sends e-mails only, exactly as before the service existed. Its own module so that a page can
 * ask whether there is a service without loading the sending code.
 */
export const serviceOrigin: string | undefined =
  import.meta.env.VITE_REGISTRATIONS_URL?.replace(/\/+$/, '') || undefined;

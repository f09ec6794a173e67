/**
 * Leaves the page for `url`, as following a link would. Its own module so that a component
 * test can see where a control goes: jsdom does not navigate, and its Location cannot be spied on.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/**
 * A JSON file the service worker has stored on this device, read without the network;
 * undefined until the worker has stored it (a first visit, a private window, a browser with
 * no Cache Storage).
 */
export async function storedJson<T>(path: string): Promise<T | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const response = await caches.match(path);
  return response ? ((await response.json()) as T) : undefined;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onOutboxHint, outboxDatabase, outboxMayHoldWork, setOutboxHint } from './outbox-hint';
import { databaseName, storeName } from './outbox-db';

/** A Storage backed by a Map, and a window that can dispatch `storage` events. */
function stubBrowser({ storageThrows = false } = {}) {
  const items = new Map<string, string>();
  const guard = () => {
    if (storageThrows) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  });
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  const fromOtherTab = (key: string, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  return { fromOtherTab };
}

describe('the outbox hint', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with storage', () => {
    let browser: ReturnType<typeof stubBrowser>;
    beforeEach(() => {
      browser = stubBrowser();
    });

    it('starts clear, is set before a registration is queued, and clears when the outbox is empty', () => {
      expect(outboxMayHoldWork()).toBe(false);
      setOutboxHint(true);
      expect(outboxMayHoldWork()).toBe(true);
      setOutboxHint(false);
      expect(outboxMayHoldWork()).toBe(false);
    });

    it('tells this tab when it is set, not when it is cleared', () => {
      const listener = vi.fn();
      const stop = onOutboxHint(listener);
      setOutboxHint(true);
      setOutboxHint(false);
      expect(listener).toHaveBeenCalledTimes(1);
      stop();
      setOutboxHint(true);
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('hears another tab set it, and ignores other keys and clearing', () => {
      const listener = vi.fn();
      const stop = onOutboxHint(listener);
      browser.fromOtherTab('mybos:my-show', '1');
      browser.fromOtherTab('mybos:outbox-may-hold', null);
      expect(listener).not.toHaveBeenCalled();
      browser.fromOtherTab('mybos:outbox-may-hold', '1');
      expect(listener).toHaveBeenCalledTimes(1);
      stop();
      browser.fromOtherTab('mybos:outbox-may-hold', '1');
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });

  it('counts as set when storage cannot be read, so the outbox is always looked at', () => {
    stubBrowser({ storageThrows: true });
    expect(() => setOutboxHint(false)).not.toThrow();
    expect(outboxMayHoldWork()).toBe(true);
  });
});

it('looks in the database the outbox stores its registrations in', () => {
  expect(outboxDatabase).toEqual({ name: databaseName, store: storeName });
});

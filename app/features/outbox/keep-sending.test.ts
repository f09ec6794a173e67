// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { againAfterOnlineMs, keepSending, retryEveryMs, type KeepSendingDeps, type OutboxLine } from './keep-sending';
import type { FlushReport, QueuedRegistration } from './outbox';

const longAgo = '2026-02-04T01:00:00.000Z';

const entry = (id: string, extra: Partial<QueuedRegistration> = {}): QueuedRegistration => ({
  id,
  lang: 'en',
  queuedAt: longAgo,
  emails: [],
  ...extra,
});

/** An outbox in memory whose changes reach the watchers, as the real one's channel does. */
function fakeOutbox(initial: QueuedRegistration[]) {
  let entries = initial;
  const watchers = new Set<(report?: FlushReport) => void>();
  const deps = {
    list: vi.fn(async () => entries),
    watch: vi.fn((listener: (report?: FlushReport) => void) => {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    }),
    flush: vi.fn(async () => {}),
  } satisfies KeepSendingDeps;
  const change = (next: QueuedRegistration[], report?: FlushReport) => {
    entries = next;
    for (const watcher of watchers) watcher(report);
  };
  return { deps, change, watchers };
}

const sentReport = (sent: string[]): FlushReport => ({ sent, delivered: sent, failed: [], waiting: [] });

describe('keepSending', () => {
  let lines: OutboxLine[];
  const onLine = (line: OutboxLine) => void lines.push(line);
  const lastLine = () => lines.at(-1);

  beforeEach(() => {
    lines = [];
    vi.useFakeTimers({
      now: new Date('2026-02-05T02:00:00Z'),
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('reports an empty outbox, sends nothing and starts no timer', async () => {
    const { deps } = fakeOutbox([]);
    const stop = keepSending(deps, true, onLine);
    await vi.waitFor(() => expect(lastLine()).toEqual({ holds: false, waiting: 0, failed: [], sentShown: false }));
    await vi.advanceTimersByTimeAsync(retryEveryMs * 3);
    expect(deps.flush).not.toHaveBeenCalled();
    stop();
  });

  it('counts what waits, leaves a first try to its form and lists refused ones', async () => {
    const { deps } = fakeOutbox([
      entry('a'),
      entry('b', { firstTry: true, queuedAt: new Date().toISOString() }),
      entry('c', { failed: 'Bad request' }),
    ]);
    const stop = keepSending(deps, false, onLine);
    await vi.waitFor(() => expect(lastLine()).toEqual({ holds: true, waiting: 1, failed: ['c'], sentShown: false }));
    stop();
  });

  it('sends at once when asked to and something is unsent, then every retry interval while it stays', async () => {
    const { deps, change } = fakeOutbox([entry('a')]);
    const stop = keepSending(deps, true, onLine);
    await vi.waitFor(() => expect(deps.flush).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(retryEveryMs);
    expect(deps.flush).toHaveBeenCalledTimes(2);
    change([], sentReport(['a']));
    await vi.waitFor(() => expect(lastLine()).toEqual({ holds: false, waiting: 0, failed: [], sentShown: true }));
    await vi.advanceTimersByTimeAsync(retryEveryMs * 3);
    expect(deps.flush).toHaveBeenCalledTimes(2);
    stop();
  });

  it('after a failed send (not at once) waits for the timer or the network', async () => {
    const { deps } = fakeOutbox([entry('a')]);
    const stop = keepSending(deps, false, onLine);
    await vi.waitFor(() => expect(lastLine()?.waiting).toBe(1));
    expect(deps.flush).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(deps.flush).toHaveBeenCalledTimes(1);
    // Still unsent a moment later (the first request after "online" often fails): once more.
    await vi.advanceTimersByTimeAsync(againAfterOnlineMs);
    expect(deps.flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryEveryMs - againAfterOnlineMs);
    expect(deps.flush).toHaveBeenCalledTimes(3);
    stop();
  });

  it('after "online" tries again only while something is still unsent', async () => {
    const { deps, change } = fakeOutbox([entry('a')]);
    const stop = keepSending(deps, false, onLine);
    await vi.waitFor(() => expect(lastLine()?.waiting).toBe(1));
    window.dispatchEvent(new Event('online'));
    expect(deps.flush).toHaveBeenCalledTimes(1);
    change([], sentReport(['a']));
    await vi.waitFor(() => expect(lastLine()?.waiting).toBe(0));
    await vi.advanceTimersByTimeAsync(againAfterOnlineMs * 2);
    expect(deps.flush).toHaveBeenCalledTimes(1);
    stop();
  });

  it('announces as sent only what it had shown as waiting', async () => {
    const { deps, change } = fakeOutbox([]);
    const stop = keepSending(deps, false, onLine);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    // A registration a form sent the first time: never shown here, so not this line's news.
    change([], sentReport(['form-sent']));
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lastLine()?.sentShown).toBe(false);
    stop();
  });

  it('stop ends the timer, the listeners and the reports', async () => {
    const { deps, change, watchers } = fakeOutbox([entry('a')]);
    const stop = keepSending(deps, false, onLine);
    await vi.waitFor(() => expect(lastLine()?.waiting).toBe(1));
    stop();
    expect(watchers.size).toBe(0);
    const reported = lines.length;
    change([]);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(retryEveryMs * 2);
    expect(deps.flush).not.toHaveBeenCalled();
    expect(lines).toHaveLength(reported);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSubmissionId } from './send-registration';

// The registrations service takes a registration only by a UUID (service/routes/registrations.ts).
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newSubmissionId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version-4 UUID, also where the browser has no crypto.randomUUID (no secure context)', () => {
    expect(newSubmissionId()).toMatch(uuid);
    vi.stubGlobal('crypto', {});
    const ids = Array.from({ length: 50 }, () => newSubmissionId());
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(50);
  });
});

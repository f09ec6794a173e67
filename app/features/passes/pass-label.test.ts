import { describe, expect, it } from 'vitest';
import type { IssuedPass } from './issued-pass';
import { passLabels, passLinks } from './pass-label';
import type { PassKind } from './pass-claims';
import { cruise, sampleClaims, signToken } from './test-samples';

const titles: Record<PassKind, string> = {
  visitor: 'Visitor pass',
  exhibitor: 'Exhibitor pass',
  delegate: 'Delegate pass',
  entrance: 'Entrance ticket',
  boarding: 'Boarding pass',
};

async function issued(kind: PassKind, changes = {}): Promise<IssuedPass> {
  const claims = sampleClaims(kind, changes);
  return { id: claims.jti, kind, url: `https://mybos.test/pass#${await signToken(claims)}` };
}

describe('passLabels', () => {
  it('names each pass by its kind, a ticket by its category and a boarding pass by its trip', async () => {
    const [visitor, exhibitor, ticket, boarding] = await Promise.all([
      issued('visitor'),
      issued('exhibitor'),
      issued('entrance', { c: 'Adult' }),
      issued('boarding'),
    ]);
    expect(passLabels([visitor!, exhibitor!, ticket!, boarding!], titles)).toEqual([
      'Visitor pass',
      'Exhibitor pass',
      'Entrance ticket · Adult',
      `Boarding pass · ${cruise.name}, ${cruise.tripTimes[1]}`,
    ]);
  });

  it('numbers passes that read the same, and only those', async () => {
    const passes = await Promise.all([
      issued('entrance', { c: 'Adult' }),
      issued('entrance', { c: 'Child' }),
      issued('entrance', { c: 'Adult' }),
    ]);
    expect(passLabels(passes, titles)).toEqual([
      'Entrance ticket · Adult 1',
      'Entrance ticket · Child',
      'Entrance ticket · Adult 2',
    ]);
  });

  it('names a pass whose token it cannot read by its kind alone', () => {
    expect(passLabels([{ id: 'p', kind: 'entrance', url: 'https://mybos.test/pass#not-a-token' }], titles)).toEqual([
      'Entrance ticket',
    ]);
  });
});

describe('passLinks', () => {
  it("gives the confirmation each pass's id, its label and the token its page reads", async () => {
    const passes = await Promise.all([issued('entrance', { c: 'Adult' }), issued('entrance', { c: 'Adult' })]);
    expect(passLinks(passes, titles)).toEqual(
      passes.map((pass, index) => ({
        id: pass.id,
        label: `Entrance ticket · Adult ${index + 1}`,
        token: pass.url.split('#')[1],
      })),
    );
  });
});

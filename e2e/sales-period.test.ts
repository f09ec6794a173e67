import { describe, expect, it } from 'vitest';
import { windowState } from '~/features/lifecycle/show-phase';
import { readContent } from '~/content/read-content.server';
import { salesPeriod } from './sales-period.ts';

// The browser tests send every form at this moment: a window moved in content/site.yaml that no
// longer contains it is named here, not as a closed form in a dozen browser specs.
describe('the browser tests’ sales period', () => {
  const { content } = readContent();

  it('is a moment when every form of the content takes registrations', () => {
    const windows = Object.entries(content!.site.edition.registration);
    expect(windows.filter(([, window]) => windowState(salesPeriod, window) !== 'open').map(([form]) => form)).toEqual(
      [],
    );
  });
});

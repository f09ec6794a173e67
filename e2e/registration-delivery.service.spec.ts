import { chaosRun } from './chaos-run';
import { expectInboxBuild } from './mail';
import { endServiceChaos, startServiceChaos, storedWith } from './registrations-service';
import { expectServiceBuild } from './service';
import { expect, test } from './show-clock';

// The chaos run of registration-delivery.spec.ts on the site built with the registrations
// service: each registration is first stored by the service, then e-mailed, and both ways fail
// at random (the service's through e2e/fault-proxy.ts). Each must end up once in each.
test.use({ serviceWorkers: 'allow' });
test.beforeAll(() => {
  expectInboxBuild();
  expectServiceBuild();
});

test('twenty registrations while the service and the e-mails fail at random, with reloads, offline spells, navigation and two tabs: each stored once and e-mailed once', async ({
  page,
  context,
  request,
}, testInfo) => {
  const sent = await chaosRun({ page, context, request }, testInfo, {
    start: startServiceChaos,
    end: endServiceChaos,
  });
  for (const { marker } of sent) {
    const stored = storedWith(marker);
    expect(stored, `${marker} is stored once`).toHaveLength(1);
  }
});

import { describe, expect, it } from 'vitest';
import {
  serviceSiteOrigin,
  serviceSitePort,
  serviceTestDatabase,
  serviceTestPort,
  serviceTestUrl,
} from './service-test-port.ts';

describe('the browser tests’ service', () => {
  it('takes SERVICE_TEST_PORT first, then E2E_PORT + 4, then 4177', () => {
    expect(serviceTestPort({ SERVICE_TEST_PORT: '9100', E2E_PORT: '4473' })).toBe(9100);
    expect(serviceTestPort({ E2E_PORT: '4473' })).toBe(4477);
    expect(serviceTestPort({})).toBe(4177);
    expect(serviceTestUrl({ E2E_PORT: '4473' })).toBe('http://127.0.0.1:4477');
  });

  it('serves the service-mode build one port above the site, on 127.0.0.1 as the service allows', () => {
    expect(serviceSitePort({ E2E_PORT: '4473' })).toBe(4474);
    expect(serviceSitePort({})).toBe(4174);
    expect(serviceSiteOrigin({})).toBe('http://127.0.0.1:4174');
  });

  it('gives each service port its own database file', () => {
    expect(serviceTestDatabase({ E2E_PORT: '4473' })).not.toBe(serviceTestDatabase({}));
    expect(serviceTestDatabase({})).toMatch(/mybos-service-e2e-4177\.sqlite$/);
  });
});

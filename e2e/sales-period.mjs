// The moment of the show's calendar the browser tests run at (e2e/show-clock.ts), and the
// tests' registrations service with them (scripts/e2e-service.mjs): inside the specification's
// sales period, when every form takes registrations, whatever day the tests run.
export const salesPeriod = Date.parse('2026-01-20T10:00:00+08:00');

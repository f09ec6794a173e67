// The moment of the show's calendar the browser tests run at (e2e/show-clock.ts), and the
// tests' registrations service with them (scripts/e2e-service.ts): the specification's own
// moment, when every form takes registrations, whatever day the tests run. The specification's
// site counts down to the 2026 show while the conference of 23 May 2025 is still ahead, so it is
// 1 May 2025 (decision 105); e2e/sales-period.test.ts checks every form of the content is open.
export const salesPeriod = Date.parse('2025-05-01T10:00:00+08:00');

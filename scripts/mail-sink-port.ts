// Which port the local inbox uses, decided in one place for the build, the inbox and the
// browser tests. MAIL_SINK_PORT wins; otherwise a checkout that moved its test site with
// E2E_PORT gets its inbox two ports above it (4273 → 4275), so side-by-side test runs never
// share an inbox; otherwise 8025.
export const DEFAULT_MAIL_SINK_PORT = 8025;

export function mailSinkPort(env = process.env) {
  if (env.MAIL_SINK_PORT) return Number(env.MAIL_SINK_PORT);
  if (env.E2E_PORT) return Number(env.E2E_PORT) + 2;
  return DEFAULT_MAIL_SINK_PORT;
}

import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the editor tests' decap-server: EDITOR_PROXY_PORT, or E2E_PORT + 7, or 4180. */
export function editorTestPort(env = process.env) {
  if (env.EDITOR_PROXY_PORT) return Number(env.EDITOR_PROXY_PORT);
  return Number(env.E2E_PORT ?? 4173) + 7;
}

/** The throw-away checkout the editor tests save into (its content/ is a copy of ours). */
export const editorTestDir = (port = editorTestPort()) => join(tmpdir(), `mybos-editor-e2e-${port}`);

// The inbox's storage: one JSON line per message, appended (and flushed) as it arrives, so
// a crash or restart loses nothing. Clearing truncates the file.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One send as the inbox keeps it. The ids and the library version are kept as the browser sent
 * them (the server checks only that the ids are there); the template id names a template.
 */
export type StoredMessage = {
  id: string;
  receivedAt: string;
  lib_version: unknown;
  user_id: unknown;
  service_id: unknown;
  template_id: string;
  template_params: Record<string, unknown>;
};

export type Store = ReturnType<typeof createStore>;

export function createStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'messages.jsonl');
  let messages: StoredMessage[] = [];
  try {
    messages = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          // Written by `add` below.
          return [JSON.parse(line) as StoredMessage];
        } catch {
          // A line cut short by a crash mid-write: keep every complete message.
          return [];
        }
      });
  } catch {
    writeFileSync(file, '');
  }
  return {
    file,
    all: () => [...messages],
    add(message: StoredMessage) {
      appendFileSync(file, `${JSON.stringify(message)}\n`);
      messages.push(message);
      return message;
    },
    clear() {
      writeFileSync(file, '');
      messages = [];
    },
  };
}

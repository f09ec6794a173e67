// The inbox's storage: one JSON line per message, appended (and flushed) as it arrives, so
// a crash or restart loses nothing. Clearing truncates the file.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function createStore(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'messages.jsonl');
  let messages = [];
  try {
    messages = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line)];
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
    add(message) {
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

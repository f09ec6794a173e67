// `node mail-sink/main.ts`: the local inbox on http://127.0.0.1:$MAIL_SINK_PORT (8025,
// see scripts/mail-sink-port.ts).
// MAIL_SINK_DATA chooses the data folder (default mail-sink/data); MAIL_SINK_RESET=1 starts empty.
import { fileURLToPath } from 'node:url';
import { mailSinkPort } from '../scripts/mail-sink-port.ts';
import { createMailSink, type MailSink } from './server.ts';

export function startMailSink({
  port = mailSinkPort(),
  host = process.env.MAIL_SINK_HOST ?? '127.0.0.1',
  dataDir = process.env.MAIL_SINK_DATA ?? fileURLToPath(new URL('./data/', import.meta.url)),
}: { port?: number; host?: string; dataDir?: string } = {}) {
  const server = createMailSink({ dataDir });
  if (process.env.MAIL_SINK_RESET === '1') server.store.clear();
  return new Promise<{ server: MailSink; url: string }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, url: `http://${host}:${port}/` }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startMailSink();
  console.log(`Inbox: ${url}`);
}

// `npm start`: build with the local e-mail settings, then serve the site and the local
// inbox, and print both URLs. PORT (4173) and MAIL_SINK_PORT (8025) move them.
import { startMailSink } from '../mail-sink/main.mjs';
import { buildForInbox, inboxOrigin } from './build-inbox.mjs';
import { createStaticServer } from './serve.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

buildForInbox(inboxOrigin());

function portTaken(error, what, variable) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(`\n${what}: port ${error.port} is already in use. Stop what runs there or set ${variable}.\n`);
  process.exit(1);
}

const inbox = await startMailSink().catch((error) => portTaken(error, 'Inbox', 'MAIL_SINK_PORT'));
const site = createStaticServer();
site.once('error', (error) => portTaken(error, 'Site', 'PORT'));
site.listen(port, host, () => {
  console.log(`\n  Site:   http://${host}:${port}/`);
  console.log(`  Inbox:  ${inbox.url}   (every e-mail the forms send lands here)\n`);
});

// `npm run dev`: the local inbox plus Vite's dev server with hot reload, in the inbox mode.
import type { Server } from 'node:http';
import { startMailSink } from '../mail-sink/main.ts';
import { inboxOrigin } from './build-inbox.ts';
import { binOf, startChild } from './child-processes.ts';

const inbox: { server: Server; url: string } = await startMailSink();
console.log(`\n  Inbox:  ${inbox.url}\n`);
const vite = startChild(
  binOf('@react-router/dev', 'react-router'),
  ['dev', '--mode', 'inbox', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_EMAILJS_ORIGIN: inboxOrigin() },
  },
);
vite.on('exit', (code) => {
  inbox.server.close();
  process.exit(code ?? 0);
});

// `npm start`: build the site and serve it on http://127.0.0.1:4173/.
import { spawnSync } from 'node:child_process';
import { createStaticServer } from './serve.mjs';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
createStaticServer().listen(port, host, () => {
  console.log(`\n  Site:  http://${host}:${port}/\n`);
});

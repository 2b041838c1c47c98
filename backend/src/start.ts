import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from './cli/prepare.js';
import { configOrExit } from './core/config/boot.js';

/**
 * `npm start`: prepares the database, then runs the API and the mail worker as two processes, as in
 * production. A signal stops both; if either dies, the other is stopped and the exit code kept.
 */
async function main(): Promise<void> {
  await prepareDatabase(configOrExit());
  const children = ['main.js', 'worker.js'].map((file) => fork(fileURLToPath(new URL(file, import.meta.url)), { stdio: 'inherit' }));
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
  await Promise.all(
    children.map(
      (child: ChildProcess) =>
        new Promise<void>((resolve) =>
          child.on('exit', (code) => {
            stop(code ?? 1);
            resolve();
          }),
        ),
    ),
  );
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});

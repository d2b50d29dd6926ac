// Small helpers for the project's scripts: run a command (tools from node_modules/.bin, on the
// Node that `npm run` put first on PATH) and fail loudly.
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', shell: false, ...options });
}

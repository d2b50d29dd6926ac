// BENCH_PROFILE=<file.cpuprofile> with BENCH_ONLY=calendar: workerd's V8 CPU profile of the
// calendar under load, through its inspector (BENCH_INSPECTOR_PORT, set by scripts/bench.mjs on
// the bench's vite preview). Open the file in Chrome DevTools (Performance) or speedscope.
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';

export async function profileWorkerd(port, file, during, log) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((item) => /estadia|bench/i.test(`${item.title} ${item.url}`)) ?? targets[0];
  if (!target) throw new Error('no inspector target');
  log(`profiling workerd target "${target.title}"…`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 });
  await send('Profiler.start');
  await during();
  const { result } = await send('Profiler.stop');
  writeFileSync(file, JSON.stringify(result.profile));
  socket.close();
  log(`workerd profile written to ${file}`);
}

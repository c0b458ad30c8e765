// One server instance of bench:city, as `npm run serve` starts it, that also writes its own memory
// (RSS, V8 heap used and total) every 2 s to MEMORY_FILE: the bench reads each instance's figures
// from there (the platform has no metrics call to ask). Sent SIGUSR2 (started with --expose-gc), it
// runs a full garbage collection and writes the memory after it to MEMORY_FILE.gc: what the instance
// keeps, not the garbage of the last seconds' calls that a reading at a random moment includes.
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_FILE;
if (file) {
  const write = (to: string) => {
    const m = process.memoryUsage();
    writeFileSync(to, JSON.stringify({ t: Date.now(), pid: process.pid, rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal }));
  };
  write(file);
  setInterval(() => write(file), 2000).unref();
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) process.on('SIGUSR2', () => {
    gc();
    write(`${file}.gc`);
  });
}
await import('../../server/main');

// One server instance of bench:city, as `npm run serve` starts it, that also writes its own memory
// (RSS, V8 heap used and total) every 2 s to MEMORY_FILE: the bench reads each instance's figures
// from there (the platform has no metrics call to ask).
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_FILE;
if (file) {
  const write = () => {
    const m = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ t: Date.now(), pid: process.pid, rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal }));
  };
  write();
  setInterval(write, 2000).unref();
}
await import('../../server/main');

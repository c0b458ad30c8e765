// The streaming zip writer: archives that unzip reads back byte for byte (UTF-8 names, entries given
// at once or piece by piece, an entry of several MB, thousands of entries), names made safe and
// unique, and a failing entry failing the stream. Its memory is measured by `npm run bench:files`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { safeEntryName, zipStream, type ZipSource } from '../../server/core/zip';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function write(entries: ZipSource[] | AsyncIterable<ZipSource>): Promise<string> {
  const pieces: Buffer[] = [];
  for await (const piece of zipStream(entries)) pieces.push(piece);
  const dir = mkdtempSync(join(tmpdir(), 'urbanops-zip-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'a.zip'), Buffer.concat(pieces));
  execFileSync('unzip', ['-tq', join(dir, 'a.zip')]);
  execFileSync('unzip', ['-q', join(dir, 'a.zip'), '-d', join(dir, 'out')]);
  return join(dir, 'out');
}

describe('zipStream', () => {
  it('writes entries given at once or piece by piece, with UTF-8 names, that unzip reads back', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) & 0xff;
    async function* slowly() {
      for (let i = 0; i < big.length; i += 100_000) yield big.subarray(i, i + 100_000);
    }
    const out = await write([
      { name: '说明.txt', data: Buffer.from('现场照片与录像') },
      { name: '录像/巡查.bin', data: slowly(), modified: new Date(2026, 0, 2, 3, 4, 6) },
      { name: 'empty.txt', data: new Uint8Array(0) },
      { name: '照片.jpg', data: big.subarray(0, 700_000), compress: false }, // stored blocks: already compressed bytes
    ]);
    expect(readFileSync(join(out, '照片.jpg')).equals(big.subarray(0, 700_000))).toBe(true);
    expect(readFileSync(join(out, '说明.txt'), 'utf8')).toBe('现场照片与录像');
    expect(readFileSync(join(out, '录像', '巡查.bin')).equals(big)).toBe(true);
    expect(readFileSync(join(out, 'empty.txt')).length).toBe(0);
  });

  it('makes names safe to extract and unique', async () => {
    expect(safeEntryName('../../etc/passwd')).toBe('etc/passwd');
    expect(safeEntryName('C:\\Windows\\system.ini')).toBe('Windows/system.ini');
    expect(safeEntryName('/abs/./x\u0000y.txt')).toBe('abs/xy.txt');
    expect(safeEntryName('..')).toBe('file');
    const out = await write([
      { name: '../a.txt', data: Buffer.from('1') },
      { name: 'a.txt', data: Buffer.from('2') },
      { name: 'A.TXT', data: Buffer.from('3') },
      { name: 'noext', data: Buffer.from('4') },
      { name: 'noext', data: Buffer.from('5') },
    ]);
    // Unique without regard to case (Windows and macOS folders would merge them).
    expect(readdirSync(out).sort()).toEqual(['A (3).TXT', 'a (2).txt', 'a.txt', 'noext', 'noext (2)'].sort());
    expect(readFileSync(join(out, 'a (2).txt'), 'utf8')).toBe('2');
  });

  it('writes 2 000 entries, each listed by unzip', async () => {
    async function* entries() {
      for (let i = 0; i < 2000; i++) yield { name: `照片/${i}.txt`, data: [Buffer.from(String(i))] };
    }
    const out = await write(entries());
    const names = readdirSync(join(out, '照片'));
    expect(names).toHaveLength(2000);
    expect(readFileSync(join(out, '照片', '1999.txt'), 'utf8')).toBe('1999');
  });

  it('fails the stream when an entry cannot be read', async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('start');
      throw new Error('disk gone');
    }
    const read = async () => {
      for await (const piece of zipStream([{ name: 'x', data: broken() }])) void piece;
    };
    await expect(read()).rejects.toThrow('disk gone');
  });
});

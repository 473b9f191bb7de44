/**
 * The CLI's reading and writing (issue 11): never more than the maximum transcript size is
 * read (a regular file larger than it is not read at all; /dev/zero or an endless pipe stop
 * one byte past it); standard input is read to its end even when it is non-blocking; a
 * byte-order mark says how the bytes are encoded (UTF-8, UTF-16 or UTF-32, either byte
 * order); writes retry on a non-blocking descriptor and report EPIPE and ENOSPC to the caller.
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

/** The maximum transcript size without --max-size: 16 MiB. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** The largest --max-size: 500 MiB, below the longest string the JavaScript engine can hold. */
export const MAX_MAX_BYTES = 500 * 1024 * 1024;

/** A transcript larger than the maximum size; `limit` is the size in bytes. */
export class InputTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`larger than ${String(limit)} bytes`);
    this.limit = limit;
  }
}

const CHUNK = 64 * 1024;
/** What `sleep` waits on; made on first use (a browser without cross-origin isolation has no SharedArrayBuffer). */
let pause: Int32Array | null = null;

/** Waits `ms` milliseconds without spinning (for a descriptor that has nothing yet). */
function sleep(ms: number): void {
  pause ??= new Int32Array(new SharedArrayBuffer(4));
  Atomics.wait(pause, 0, 0, ms);
}

function errorCode(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null || !('code' in e)) return undefined;
  return typeof e.code === 'string' ? e.code : undefined;
}

/** fs.readSync's form (tests give one that answers EAGAIN). */
export type ReadSync = (
  fd: number,
  buffer: Uint8Array,
  offset: number,
  length: number,
  position: null,
) => number;

/**
 * Reads a descriptor to its end, or throws InputTooLarge as soon as it has given more than
 * `limit` bytes. A non-blocking descriptor that has nothing yet (EAGAIN) is waited for.
 * `expected`: the size it likely has (a regular file's), read with one buffer.
 */
export function readLimited(
  fd: number,
  limit: number,
  read: ReadSync = readSync,
  expected = 0,
): Uint8Array {
  const chunks: Buffer[] = [];
  let total = 0;
  let wait = 1;
  for (;;) {
    // A byte more than expected, so that the end is seen without a second buffer.
    const size = total === 0 ? Math.max(CHUNK, expected + 1) : CHUNK;
    const buffer = Buffer.allocUnsafe(Math.min(size, limit + 1 - total));
    let n: number;
    try {
      n = read(fd, buffer, 0, buffer.length, null);
    } catch (e) {
      const code = errorCode(e);
      if (code === 'EAGAIN' || code === 'EWOULDBLOCK' || code === 'EINTR') {
        sleep(wait);
        wait = Math.min(wait * 2, 50);
        continue;
      }
      if (code === 'EOF') break;
      throw e;
    }
    if (n === 0) break;
    wait = 1;
    chunks.push(buffer.subarray(0, n));
    total += n;
    if (total > limit) throw new InputTooLarge(limit);
  }
  const only = chunks[0];
  return chunks.length === 1 && only !== undefined ? only : Buffer.concat(chunks, total);
}

/** Reads a file, refusing one larger than `limit` bytes (a regular file without reading it). */
export function readFileLimited(path: string, limit: number): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > limit) throw new InputTooLarge(limit);
    return readLimited(fd, limit, readSync, stat.isFile() ? stat.size : 0);
  } finally {
    closeSync(fd);
  }
}

/** The text of a transcript's bytes: by its byte-order mark, else UTF-8. */
export function decodeTranscript(bytes: Uint8Array): string {
  const b = (i: number): number => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xfe && b(2) === 0 && b(3) === 0)
    return decodeUtf32(bytes.subarray(4), true);
  if (b(0) === 0 && b(1) === 0 && b(2) === 0xfe && b(3) === 0xff)
    return decodeUtf32(bytes.subarray(4), false);
  if (b(0) === 0xff && b(1) === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (b(0) === 0xfe && b(1) === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** UTF-32 (TextDecoder has none): a code point per 4 bytes; a bad one or a cut end gives U+FFFD. */
function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: string[] = [];
  let codes: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const c = view.getUint32(i, littleEndian);
    codes.push(c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff) ? 0xfffd : c);
    if (codes.length === 4096) {
      parts.push(String.fromCodePoint(...codes));
      codes = [];
    }
  }
  if (bytes.length % 4 !== 0) codes.push(0xfffd);
  parts.push(String.fromCodePoint(...codes));
  return parts.join('');
}

/**
 * Writes all of `text` (or bytes) to a descriptor, waiting while a non-blocking one is full.
 * Throws on EPIPE, ENOSPC, ….
 */
export function writeAll(fd: number, text: string | Uint8Array): void {
  const buffer = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let offset = 0;
  let wait = 1;
  while (offset < buffer.length) {
    try {
      offset += writeSync(fd, buffer, offset, buffer.length - offset);
      wait = 1;
    } catch (e) {
      const code = errorCode(e);
      if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK' && code !== 'EINTR') throw e;
      sleep(wait);
      wait = Math.min(wait * 2, 50);
    }
  }
}

/** The code of a system error (`EPIPE`, `ENOSPC`, …), or `EIO` for anything else. */
export function systemErrorCode(e: unknown): string {
  return errorCode(e) ?? 'EIO';
}

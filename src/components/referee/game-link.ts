/**
 * A game in a link: `/<lang>/referee/#game=1.<data>`, where <data> is the transcript (rules-spec
 * §2) as UTF-8, compressed with raw DEFLATE (the browser's CompressionStream) and written in
 * base64url (RFC 4648 §5: letters, digits, `-`, `_`, no padding), so the link needs no
 * percent-encoding. The game travels in the fragment, which browsers never send to a server.
 *
 * A link is offered only while it stays within GAME_LINK_MAX characters, the length that old
 * browsers, messengers and mail programs are known to keep whole; a longer game is shared as
 * text or a file instead (the screen says so). A typical round of four players is about 600
 * characters of link. Reading never throws: a damaged or foreign link is a code the screen
 * translates.
 */

import { GAME_LINK_KEY } from './game-link-param.ts';

export { GAME_LINK_KEY, gameLinkParam } from './game-link-param.ts';
/** The format this build writes: `1.` then the compressed transcript. */
const VERSION = '1';
/** The longest whole link offered: 2,000 characters is the common safe limit for URLs. */
export const GAME_LINK_MAX = 2000;
/** A link's transcript is cut off here when read (a real game is a few kB). */
export const GAME_TEXT_MAX = 256 * 1024;

export type GameLinkError =
  /** written by a later version of the site */
  | { readonly code: 'version'; readonly version: string }
  /** not base64url, not DEFLATE, not UTF-8, or too large */
  | { readonly code: 'damaged' };

export type GameLinkRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly error: GameLinkError };

export type GameLinkWrite =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly length: number; readonly max: number };

// ---------------------------------------------------------------------------------------
// base64url

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of a base64url text, or null when it is not one (padding `=` is accepted). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(clean) || clean.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let j = 0;
  for (const ch of clean) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// compression (streams: every current browser, and Node 18+ for the tests)

async function collect(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return (await collect(stream, Infinity)) ?? new Uint8Array();
}

async function inflate(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return await collect(stream, limit);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// the link

/** The fragment's value for a transcript: `1.<base64url of the DEFLATEd UTF-8>`. */
export async function encodeGameLink(transcript: string): Promise<string> {
  const packed = await deflate(new TextEncoder().encode(transcript));
  return `${VERSION}.${toBase64Url(packed)}`;
}

/** The transcript in a fragment's value. Never throws. */
export async function decodeGameLink(value: string): Promise<GameLinkRead> {
  const dot = value.indexOf('.');
  const version = dot < 0 ? '' : value.slice(0, dot);
  if (version !== VERSION) {
    return /^[0-9]{1,4}$/.test(version)
      ? { ok: false, error: { code: 'version', version } }
      : { ok: false, error: { code: 'damaged' } };
  }
  const bytes = fromBase64Url(value.slice(dot + 1));
  if (bytes === null) return { ok: false, error: { code: 'damaged' } };
  const plain = await inflate(bytes, GAME_TEXT_MAX);
  if (plain === null) return { ok: false, error: { code: 'damaged' } };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(plain) };
  } catch {
    return { ok: false, error: { code: 'damaged' } };
  }
}

/**
 * The link that opens `transcript` at `page` (the referee page's address; its own fragment is
 * replaced), or how long it would be when that is over GAME_LINK_MAX.
 */
export async function gameLinkUrl(page: string, transcript: string): Promise<GameLinkWrite> {
  const base = page.split('#')[0] ?? page;
  const url = `${base}#${GAME_LINK_KEY}=${await encodeGameLink(transcript)}`;
  return url.length <= GAME_LINK_MAX
    ? { ok: true, url }
    : { ok: false, length: url.length, max: GAME_LINK_MAX };
}

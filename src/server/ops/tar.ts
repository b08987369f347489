// The backup archive is a tar (ustar) stream, gzipped by the caller: both ways are streams, so
// an archive of any size passes through a bounded amount of memory
// (docs/decisions/015-backups-are-logical-json-in-a-tar-gz.md).

export type TarEntry = { name: string; body: Uint8Array };

const BLOCK = 512;
const NAME_LENGTH = 100;
const PREFIX_LENGTH = 155;
const CUT_SHORT = "The archive is cut short: it ends before its end-of-archive blocks.";
const END_OF_ARCHIVE = new Uint8Array(BLOCK * 2);

/** The tar stream of `entries`: a header, the body padded to a whole block, then two zero blocks. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Uint8Array> {
  for await (const entry of entries) {
    yield header(entry.name, entry.body.byteLength);
    yield entry.body;
    const padding = paddingOf(entry.body.byteLength);
    if (padding > 0) {
      yield new Uint8Array(padding);
    }
  }
  yield END_OF_ARCHIVE;
}

/** The regular files of a tar stream, one at a time, each read whole. */
export async function* tarEntries(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(chunks);
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) {
      throw new Error(CUT_SHORT);
    }
    if (block.every((byte) => byte === 0)) {
      return;
    }
    const size = Number.parseInt(text(block, 124, 12) || "0", 8);
    const body = await reader.read(size);
    if (!body || (await reader.read(paddingOf(size))) === null) {
      throw new Error(CUT_SHORT);
    }
    // Only regular files ("0", or NUL in old archives); directories and links are not ours.
    const type = String.fromCharCode(block[156] ?? 0);
    if (type === "0" || type === "\0") {
      const prefix = text(block, 345, PREFIX_LENGTH);
      const name = text(block, 0, NAME_LENGTH);
      yield { name: prefix ? `${prefix}/${name}` : name, body };
    }
  }
}

function header(name: string, size: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const [prefix, rest] = splitName(name);
  const encoder = new TextEncoder();
  const write = (value: string, offset: number) => block.set(encoder.encode(value), offset);
  write(rest, 0);
  write("0000644\0", 100);
  write("0000000\0", 108);
  write("0000000\0", 116);
  write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  write("        ", 148);
  write("0", 156);
  write("ustar\u000000", 257);
  write(prefix, 345);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  write(`${checksum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** ustar keeps names over 100 bytes as a prefix of up to 155 and a rest, split at a slash. */
function splitName(name: string): [string, string] {
  if (name.length <= NAME_LENGTH) {
    return ["", name];
  }
  const slash = name.lastIndexOf("/", PREFIX_LENGTH);
  if (slash <= 0 || name.length - slash - 1 > NAME_LENGTH) {
    throw new Error(`The name is too long for the archive: ${name}`);
  }
  return [name.slice(0, slash), name.slice(slash + 1)];
}

function paddingOf(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

function text(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end)).trim();
}

/** Reads exact byte counts from a stream of chunks of any size. */
class ByteReader {
  private readonly iterator: AsyncIterator<Uint8Array>;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(chunks: AsyncIterable<Uint8Array>) {
    this.iterator = chunks[Symbol.asyncIterator]();
  }

  /** Exactly `size` bytes, or null when the stream ends first. */
  async read(size: number): Promise<Uint8Array | null> {
    while (this.pendingBytes < size) {
      const next = await this.iterator.next();
      if (next.done) {
        return null;
      }
      this.pending.push(next.value);
      this.pendingBytes += next.value.byteLength;
    }
    const all = this.pending.length === 1 ? this.pending[0] : concat(this.pending);
    const bytes = (all ?? new Uint8Array()).slice(0, size);
    const rest = (all ?? new Uint8Array()).subarray(size);
    this.pending = rest.byteLength > 0 ? [rest] : [];
    this.pendingBytes = rest.byteLength;
    return bytes;
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

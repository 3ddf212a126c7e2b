// A loopback tile server for the map's tests: any /{z}/{x}/{y}.png answers a 256-pixel PNG (a pale square with a
// grid line on two edges, so the tiles show in screenshots) and is counted; anything else is a 404.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 256×256 RGB PNG: pale green-grey with darker lines along its top and left edges. */
export function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const line = x < 2 || y < 2;
      row.set(line ? [180, 190, 180] : [232, 238, 228], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function startTileServer(port = 0) {
  const png = tilePng();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (/^\/\d+\/\d+\/\d+\.png$/.test(path)) {
      requests.push(path);
      res.writeHead(200, { "Content-Type": "image/png", "Content-Length": png.length, "Cache-Control": "no-store" });
      res.end(png);
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not a tile");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${bound}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// `npx tsx tests/support/tile-server.ts <port>`: the server Playwright starts beside `npm start`.
if (process.argv[1]?.endsWith("tile-server.ts")) {
  const port = Number(process.argv[2] ?? 0);
  void startTileServer(port).then((s) => console.log(`tile server on ${s.url}`));
}

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gif, hugePng } from "../../tests/support/pictures";
import { containsMarkup, gifProblem, readImageHeader } from "./image-header";

const bytes = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/pictures/${name}`, import.meta.url)));

describe("readImageHeader", () => {
  it("reads type and size of real JPEG and PNG files", () => {
    expect(readImageHeader(bytes("photo.jpg"))).toEqual({ type: "image/jpeg", width: 1200, height: 800 });
    expect(readImageHeader(bytes("logo.png"))).toEqual({ type: "image/png", width: 300, height: 300 });
  });

  it("reads GIF and the three WebP variants", () => {
    const gif = new Uint8Array([...new TextEncoder().encode("GIF89a"), 0x40, 0x01, 0xf0, 0x00, 0, 0, 0]);
    expect(readImageHeader(gif)).toEqual({ type: "image/gif", width: 320, height: 240 });
    const riff = (chunk: string, body: number[]) =>
      new Uint8Array([
        ...new TextEncoder().encode("RIFF"),
        0,
        0,
        0,
        0,
        ...new TextEncoder().encode("WEBP" + chunk),
        0,
        0,
        0,
        0,
        ...body,
        ...new Array(16).fill(0),
      ]);
    // VP8X: 24-bit width-1 and height-1 after 4 flag bytes
    expect(readImageHeader(riff("VP8X", [0, 0, 0, 0, 0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00]))).toMatchObject({ width: 640, height: 480 });
    // VP8 (lossy): frame tag, start code 9d 01 2a, 14-bit sizes
    expect(readImageHeader(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toMatchObject({ width: 640, height: 480 });
    // VP8L (lossless): signature 0x2f, then 14-bit width-1 and height-1
    const w = 99,
      h = 49;
    const bits = w | (h << 14);
    expect(readImageHeader(riff("VP8L", [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255]))).toMatchObject({
      width: 100,
      height: 50,
    });
  });

  it("refuses what is not a picture, whatever its name", () => {
    expect(readImageHeader(new TextEncoder().encode("Hello, this is a text file pretending to be a JPEG"))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(readImageHeader(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });

  it("reads the size of a decompression bomb from its header alone", async () => {
    const file = hugePng(30000, 30000);
    expect(file.size).toBeLessThan(1_000_000);
    expect(readImageHeader(new Uint8Array(await file.arrayBuffer()))).toEqual({ type: "image/png", width: 30000, height: 30000 });
  });
});

describe("gifProblem", () => {
  const of = async (file: File) => gifProblem(new Uint8Array(await file.arrayBuffer()), 40_000_000);
  it("passes a well-formed GIF, animated or not, with zero padding after the trailer", async () => {
    expect(await of(gif())).toBeNull();
    expect(
      await of(
        gif({
          screen: [4, 4],
          frames: [
            [1, 1],
            [4, 4],
            [2, 3],
          ],
        }),
      ),
    ).toBeNull();
    expect(await of(gif({ after: "\0\0" }))).toBeNull();
  });
  it("refuses frames beyond the screen or the pixel limit, and any frame count over the cap", async () => {
    expect(await of(gif({ screen: [1, 1], frames: [[65535, 65535]] }))).toBe("frameTooLarge");
    expect(await of(gif({ screen: [10, 10], frames: [[11, 1]] }))).toBe("frameTooLarge");
    expect(
      gifProblem(
        new Uint8Array(
          await gif({
            frames: [
              [1, 1],
              [1, 1],
              [1, 1],
            ],
          }).arrayBuffer(),
        ),
        40_000_000,
        2,
      ),
    ).toBe("frameTooLarge");
  });
  it("refuses bytes after the trailer, a missing trailer, no frame, or a broken block", async () => {
    expect(await of(gif({ after: "<html></html>" }))).toBe("malformed");
    const whole = new Uint8Array(await gif().arrayBuffer());
    expect(gifProblem(whole.subarray(0, whole.length - 1), 40_000_000)).toBe("malformed");
    expect(gifProblem(whole.subarray(0, whole.length - 5), 40_000_000)).toBe("malformed");
    expect(await of(gif({ frames: [] }))).toBe("malformed");
    const broken = whole.slice();
    broken[19] = 0x99; // where the graphic control extension starts
    expect(gifProblem(broken, 40_000_000)).toBe("malformed");
  });
});

describe("containsMarkup", () => {
  it("finds an HTML tag in any case anywhere, and nothing in real pictures", async () => {
    expect(containsMarkup(new Uint8Array(await gif({ comment: "<ScRiPt>alert(1)</script>" }).arrayBuffer()))).toBe(true);
    expect(containsMarkup(new TextEncoder().encode("\x89PNG....<!DOCTYPE html><p>"))).toBe(true);
    expect(containsMarkup(new TextEncoder().encode("a < b and <x:xmpmeta> <rdf:RDF>"))).toBe(false);
    expect(containsMarkup(bytes("photo.jpg"))).toBe(false);
    expect(containsMarkup(bytes("logo.png"))).toBe(false);
  });
});

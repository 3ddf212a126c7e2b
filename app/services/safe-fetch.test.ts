// Issue 17, finding 16: the SSRF policy parses and normalises the host and refuses every special-purpose range.
import { describe, expect, it } from "vitest";
import { assertFetchableUrl, UnsafeFetchError } from "./safe-fetch.server";

describe("assertFetchableUrl", () => {
  it.each([
    "http://[::127.0.0.1]/",
    "http://[::1]/",
    "http://localhost./",
    "http://localhost.localdomain/",
    "http://LOCALHOST/",
    "http://198.18.0.1/",
    "http://198.19.255.255/",
    "http://[fec0::1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[64:ff9b::a00:1]/",
    "http://[2002:7f00:1::]/",
    "http://[2001:db8::1]/",
    "http://[::ffff:10.0.0.1]/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
    "http://[ff02::1]/",
    "http://0.0.0.0/",
    "http://10.1.2.3/",
    "http://100.64.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://172.16.0.1/",
    "http://192.0.0.8/",
    "http://192.0.2.1/",
    "http://192.168.1.1/",
    "http://203.0.113.5/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://2130706433/", // 127.0.0.1 as one number: the URL parser normalises it first
    "http://0x7f.1/",
    "http://intranet/",
    "http://printer.local/",
    "http://db.internal./",
  ])("refuses %s", (url) => {
    expect(() => assertFetchableUrl(url)).toThrow(UnsafeFetchError);
  });

  it.each(["https://www.greenwood.in.gov/feed.xml", "http://93.184.216.34/", "https://[2606:4700::1111]/"])("allows the public %s", (url) => {
    expect(assertFetchableUrl(url).href).toBe(new URL(url).href);
  });

  it("lets loopback through only when tests ask, never private ranges", () => {
    expect(assertFetchableUrl("http://127.0.0.1:9000/", { allowLoopback: true }).port).toBe("9000");
    expect(() => assertFetchableUrl("http://10.0.0.1/", { allowLoopback: true })).toThrow(UnsafeFetchError);
  });
});

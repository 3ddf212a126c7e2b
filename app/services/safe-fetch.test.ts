// Issue 17, finding 16: the SSRF policy parses and normalises the host and refuses every special-purpose range.
import { describe, expect, it } from "vitest";
import { assertFetchableUrl, isLoopbackHost, isPrivateHost, UnsafeFetchError } from "./safe-fetch.server";

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

// Issue 46: the address checks are ipaddr.js's ranges; these pin the edges of each kind of range, as hosts are given.
describe("isLoopbackHost", () => {
  it.each(["127.0.0.1", "127.255.255.254", "0x7f.1", "[::1]", "::1", "0:0:0:0:0:0:0:1", "localhost", "a.localhost", "ip6-loopback"])(
    "%s is loopback",
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(["128.0.0.1", "126.255.255.255", "::2", "::ffff:127.0.0.1", "10.0.0.1", "localhost.example.com"])("%s is not loopback", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe("isPrivateHost", () => {
  it.each([
    ["private", ["10.0.0.0", "10.255.255.255", "172.16.0.0", "172.31.255.255", "192.168.0.0", "192.168.255.255", "fc00::1", "fdff:ffff::1"]],
    ["loopback", ["127.0.0.1", "::1"]],
    ["link-local", ["169.254.0.1", "169.254.255.255", "fe80::1", "febf:ffff::1"]],
    ["IPv4-mapped IPv6", ["::ffff:127.0.0.1", "::ffff:192.168.1.1", "::ffff:7f00:1", "::ffff:8.8.8.8", "[::ffff:a9fe:a9fe]"]],
    ["IPv4-compatible IPv6", ["::8.8.8.8", "::7f00:1"]],
    ["IPv4 inside NAT64, 6to4 and Teredo", ["64:ff9b::808:808", "64:ff9b:1::1", "2002:808:808::1", "2001:0:4136:e378::1"]],
    ["shared, documentation and benchmarking", ["100.64.0.0", "100.127.255.255", "192.0.2.1", "198.18.0.0", "2001:db8::1", "3fff::1"]],
    ["unspecified, multicast and broadcast", ["0.0.0.0", "0.1.2.3", "::", "224.0.0.1", "239.255.255.255", "255.255.255.255", "ff02::1"]],
    ["names and non-addresses", ["", "intranet", "1234", "nas.lan", "router.home.arpa", "::g", "1:2:3"]],
  ])("refuses %s addresses", (_kind, hosts) => {
    for (const host of hosts) expect(isPrivateHost(host), host).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "9.255.255.255",
    "11.0.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.167.255.255",
    "192.169.0.0",
    "169.253.255.255",
    "100.63.255.255",
    "100.128.0.0",
    "223.255.255.255",
    "2606:4700::1111",
    "2a00:1450:4001::1",
    "www.greenwood.in.gov",
  ])("%s is public", (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });
});

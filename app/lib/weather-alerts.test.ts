// The alert lifecycle on a real api.weather.gov answer (NWS Mobile AL, November 2025: a Tornado Watch, its Update and
// the Cancel that references both, and three Dense Fog Advisory threads) and on small answers in the same format.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { alertIdOf, currentAlerts, currentWarningThreads, isWarning, parseAlertMessages, type AlertMessage } from "./weather-alerts";

const recorded: unknown = JSON.parse(
  readFileSync(new URL("../../tests/fixtures/real/weather/skyaware-alerts-tornado-watch-cancel.json", import.meta.url), "utf8"),
);
const messages = parseAlertMessages(recorded)!;
const urn = (hash: string) => `urn:oid:2.49.0.1.840.0.${hash}`;
const TORNADO_ALERT = urn("f95cf0f79f72666950dffd7631c8e3ea59badf98.001.1");
const TORNADO_UPDATE = urn("cfc6c16f6a710f26ac1510695362885161a510a0.002.1");
const FOG_UPDATE = urn("8a7adfb84cdeb7c9c1183801c7ac53357ed67f0b.002.1");
const FOG_ALERT = urn("227f383b983ce78bb1ffc98cd9581029b6ec7526.001.1");

describe("parseAlertMessages on the recorded answer", () => {
  it("reads all eleven messages with their type, references and replacement", () => {
    expect(messages).toHaveLength(11);
    const cancel = messages.find((m) => m.messageType === "Cancel" && m.event === "Tornado Watch")!;
    expect(cancel.references).toEqual([TORNADO_ALERT, TORNADO_UPDATE]);
    expect(cancel.vtec).toEqual(["/O.CAN.KMOB.TO.A.0641.000000T0000Z-251126T0000Z/"]);
    const update = messages.find((m) => m.id === TORNADO_UPDATE)!;
    expect(update).toMatchObject({ messageType: "Update", severity: "Extreme", references: [TORNADO_ALERT] });
    expect(update.replacedBy).toBe(urn("0711ef43523e0b5667f883960792712aea1aac1b.001.1"));
  });

  it("answers null for something that is not a FeatureCollection, and skips only an unreadable message", () => {
    expect(parseAlertMessages({ title: "nope" })).toBeNull();
    expect(parseAlertMessages("<html>")).toBeNull();
    const mixed = parseAlertMessages({ features: [{ properties: { event: "no id" } }, { properties: { id: "x", event: "Wind Advisory" } }] });
    expect(mixed?.map((m) => m.id)).toEqual(["x"]);
  });
});

describe("currentAlerts on the recorded answer", () => {
  it("shows nothing once the Tornado Watch is cancelled (the answer as recorded, 23:59 UTC on November 25)", () => {
    expect(currentAlerts(messages, new Date("2025-11-25T23:59:05Z"))).toEqual([]);
    // Before the watch's own end (6 PM CST) too: the Cancel decides, not the clock.
    expect(currentAlerts(messages, new Date("2025-11-25T23:00:00Z"))).toEqual([]);
  });

  it("at 8:30 AM CST on November 24 shows the Dense Fog Advisory's Update alone: not its Alert, not the cancelled watch", () => {
    const shown = currentAlerts(messages, new Date("2025-11-24T14:30:00Z"));
    expect(shown.map((a) => [a.id, a.event])).toEqual([[FOG_UPDATE, "Dense Fog Advisory"]]);
    expect(shown[0]!.until).toBe("2025-11-24T16:00:00.000Z");
    expect(shown[0]!.headline).toBe("Dense Fog Advisory issued November 24 at 7:53AM CST until November 24 at 10:00AM CST by NWS Mobile AL");
  });

  it("shows the fog thread once even before its Alert expires, and nothing after the Update ends", () => {
    expect(currentAlerts(messages, new Date("2025-11-24T13:55:00Z")).map((a) => a.id)).toEqual([FOG_UPDATE]);
    expect(currentAlerts(messages, new Date("2025-11-24T16:00:00Z"))).toEqual([]);
  });

  it("shows nothing after the November 22 fog Cancel (7:20 AM CST, with the messages sent by then)", () => {
    // dec983… was replaced by the Cancel 1f729a…, which references only 7cff66….
    const at = new Date("2025-11-22T13:20:00Z");
    const sentByThen = messages.filter((m) => Date.parse(m.sent!) <= at.getTime());
    expect(sentByThen.map((m) => m.id.slice(23, 29))).toEqual(["1f729a", "7cff66", "dec983", "78446f", "931d36", "81f097"]);
    expect(currentAlerts(sentByThen, at)).toEqual([]);
  });

  it("shows the Alert alone while it is the only message of its thread", () => {
    const alertOnly = messages.filter((m) => m.id === FOG_ALERT).map((m) => ({ ...m, replacedBy: null }));
    expect(currentAlerts(alertOnly, new Date("2025-11-24T11:00:00Z")).map((a) => a.id)).toEqual([FOG_ALERT]);
  });
});

// A real answer (NWS Phoenix AZ, July 2024) whose Excessive Heat Warning's message `expires` at 3 AM MST on July 19 but
// whose heat `ends` at 8 PM MST on July 20 (issue 41 §11).
const heat = parseAlertMessages(JSON.parse(readFileSync(new URL("../../tests/fixtures/real/weather/nws_alerts-api.json", import.meta.url), "utf8")))!;
const HEAT_WARNING = urn("505a7220d91b00eb1d75a3fb4f339f825496a522.004.1");

describe("an expired message whose hazard has not ended (the recorded Excessive Heat Warning)", () => {
  const between = new Date("2024-07-19T18:00:00Z"); // 11 AM MST on July 19: past expires, before ends

  it("is shown until its ends, marked update pending", () => {
    expect(currentAlerts(heat, new Date("2024-07-18T20:00:00Z"))).toMatchObject([
      { id: HEAT_WARNING, event: "Excessive Heat Warning", updatePending: false },
      { event: "Air Quality Alert", updatePending: false },
    ]);
    const shown = currentAlerts(heat, between);
    expect(shown).toEqual([
      expect.objectContaining({ id: HEAT_WARNING, event: "Excessive Heat Warning", until: "2024-07-21T03:00:00.000Z", updatePending: true }),
      // The Air Quality Alert has no ends: its message's expires (9 PM MST on July 19) is its end.
      expect.objectContaining({ event: "Air Quality Alert", updatePending: false }),
    ]);
    expect(currentAlerts(heat, new Date("2024-07-20T05:00:00Z")).map((a) => a.event)).toEqual(["Excessive Heat Warning"]);
    expect(currentAlerts(heat, new Date("2024-07-21T03:00:00Z"))).toEqual([]);
  });

  it("is a live Warning thread for the pushes too (pushed once already, by its ids)", () => {
    expect(currentWarningThreads(heat, between).map((t) => t.alert.id)).toEqual([HEAT_WARNING]);
  });

  it("gives way to a newer message of its thread, and ends with a Cancel", () => {
    const warning = heat.find((m) => m.id === HEAT_WARNING)!;
    const update: AlertMessage = {
      ...warning,
      id: "urn:oid:heat.next",
      messageType: "Update",
      sent: "2024-07-19T10:30:00-07:00",
      expires: "2024-07-20T03:00:00-07:00",
      references: [HEAT_WARNING],
      headline: "Excessive Heat Warning issued July 19 at 10:30AM MST until July 20 at 8:00PM MST by NWS Phoenix AZ",
    };
    expect(currentAlerts([...heat, update], between).filter((a) => a.event === "Excessive Heat Warning")).toEqual([
      expect.objectContaining({ id: "urn:oid:heat.next", updatePending: false }),
    ]);
    const cancel: AlertMessage = { ...update, id: "urn:oid:heat.cancel", messageType: "Cancel", vtec: [] };
    expect(currentAlerts([...heat, cancel], between).map((a) => a.event)).toEqual(["Air Quality Alert"]);
  });
});

const T0 = Date.parse("2026-01-10T12:00:00Z");
const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
function message(id: string, over: Partial<AlertMessage> = {}): AlertMessage {
  return {
    id,
    messageType: "Alert",
    status: "Actual",
    sent: iso(-60),
    onset: iso(-60),
    expires: iso(120),
    ends: iso(180),
    references: [],
    replacedBy: null,
    vtec: [],
    event: "Winter Storm Warning",
    headline: `headline ${id}`,
    severity: "Severe",
    areaDesc: "Johnson, IN",
    description: "",
    instruction: "",
    ...over,
  };
}

describe("currentAlerts", () => {
  it("shows only the newest message of a thread, linked by references alone", () => {
    const shown = currentAlerts([message("a"), message("b", { messageType: "Update", references: ["a"], sent: iso(-10) })], T0);
    expect(shown.map((a) => a.id)).toEqual(["b"]);
  });

  it("follows a chain of updates, in any order in the answer", () => {
    const chain = [
      message("c", { messageType: "Update", references: ["b"], sent: iso(-5), headline: "third" }),
      message("a"),
      message("b", { messageType: "Update", references: ["a"], sent: iso(-30) }),
    ];
    expect(currentAlerts(chain, T0).map((a) => a.headline)).toEqual(["third"]);
  });

  it("shows nothing for a cancelled thread, by messageType or by a VTEC that cancels or expires every event", () => {
    expect(currentAlerts([message("a"), message("x", { messageType: "Cancel", references: ["a"], sent: iso(-1) })], T0)).toEqual([]);
    const vtecCan = message("u", {
      messageType: "Update",
      references: ["a"],
      sent: iso(-1),
      vtec: ["/O.CAN.KIND.WS.W.0003.000000T0000Z-260110T1800Z/"],
    });
    expect(currentAlerts([message("a"), vtecCan], T0)).toEqual([]);
    const vtecExp = { ...vtecCan, vtec: ["/O.EXP.KIND.WS.W.0003.000000T0000Z-260110T1800Z/"] };
    expect(currentAlerts([message("a"), vtecExp], T0)).toEqual([]);
    // An upgrade ends the watch but starts a warning: that is shown.
    const upgrade = message("w", {
      messageType: "Update",
      references: ["a"],
      sent: iso(-1),
      event: "Blizzard Warning",
      vtec: ["/O.UPG.KIND.WS.W.0003.000000T0000Z-260110T1800Z/", "/O.NEW.KIND.BZ.W.0001.260110T1200Z-260111T0000Z/"],
    });
    expect(currentAlerts([message("a"), upgrade], T0).map((a) => a.event)).toEqual(["Blizzard Warning"]);
  });

  it("treats a message the service marks replacedBy a Cancel as cancelled, though the Cancel does not reference it", () => {
    const cancel = message("x", { messageType: "Cancel", references: ["other"], sent: iso(-1) });
    expect(currentAlerts([message("a", { replacedBy: "https://api.weather.gov/alerts/x" }), cancel], T0)).toEqual([]);
  });

  it("hides a message the service says was replaced, even when the replacement is not in the answer", () => {
    const replaced = message("a", { replacedBy: "https://api.weather.gov/alerts/urn:oid:elsewhere" });
    expect(currentAlerts([replaced], T0)).toEqual([]);
  });

  it("honours ends, else expires: an expired message whose hazard goes on stays, update pending; until shows the event's end", () => {
    expect(currentAlerts([message("a", { expires: iso(-1), ends: iso(60) })], T0)).toMatchObject([{ id: "a", until: iso(60), updatePending: true }]);
    expect(currentAlerts([message("a", { expires: iso(60), ends: iso(90) })], T0)).toMatchObject([{ id: "a", updatePending: false }]);
    expect(currentAlerts([message("a", { expires: iso(-1), ends: null })], T0)).toEqual([]);
    expect(currentAlerts([message("a", { expires: iso(-60), ends: iso(-1) })], T0)).toEqual([]);
    expect(currentAlerts([message("a", { expires: iso(60), ends: iso(-1) })], T0)).toEqual([]);
    expect(currentAlerts([message("a", { expires: iso(60), ends: null })], T0)[0]!.until).toBe(iso(60));
    expect(currentAlerts([message("a", { expires: iso(30), ends: iso(90) })], T0)[0]!.until).toBe(iso(90));
    expect(currentAlerts([message("a", { expires: null, ends: null })], T0)[0]!.until).toBeNull();
    // Exactly at its end it is gone.
    expect(currentAlerts([message("a", { expires: iso(0), ends: null })], T0)).toEqual([]);
    expect(currentAlerts([message("a", { expires: iso(-30), ends: iso(0) })], T0)).toEqual([]);
  });

  it("orders by severity, then by onset, and never shows the same message twice", () => {
    const shown = currentAlerts(
      [
        message("minor", { severity: "Minor", onset: iso(-300) }),
        message("severe-late", { severity: "Severe", onset: iso(30) }),
        message("extreme", { severity: "Extreme", onset: iso(60) }),
        message("severe-early", { severity: "Severe", onset: iso(-30) }),
        message("unknown", { severity: "Unknown", onset: iso(-600) }),
        message("severe-early", { severity: "Severe", onset: iso(-30) }),
      ],
      T0,
    );
    expect(shown.map((a) => a.id)).toEqual(["extreme", "severe-early", "severe-late", "minor", "unknown"]);
  });

  it("shows one message for a thread that split into two live updates: the newer", () => {
    const shown = currentAlerts(
      [
        message("a"),
        message("b", { messageType: "Update", references: ["a"], sent: iso(-20), headline: "older" }),
        message("c", { messageType: "Update", references: ["a"], sent: iso(-10), headline: "newer" }),
      ],
      T0,
    );
    expect(shown.map((a) => a.headline)).toEqual(["newer"]);
  });

  it("shows only actual alerts with an event", () => {
    expect(currentAlerts([message("t", { status: "Test" }), message("e", { status: "Exercise" }), message("n", { event: "" })], T0)).toEqual([]);
  });

  it("reads CAP's references string and api.weather.gov's URLs as the same identifiers", () => {
    const [parsed] = parseAlertMessages({
      features: [
        {
          properties: {
            id: "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.b",
            msgType: "Update",
            references: "w-nws.webmaster@noaa.gov,urn:oid:2.49.0.1.840.0.a,2026-01-10T05:00:00-06:00",
            event: "Wind Advisory",
          },
        },
      ],
    })!;
    expect(parsed).toMatchObject({ id: "urn:oid:2.49.0.1.840.0.b", messageType: "Update", references: ["urn:oid:2.49.0.1.840.0.a"] });
    expect(alertIdOf("https://api.weather.gov/alerts/urn%3Aoid%3A1")).toBe("urn:oid:1");
  });

  it("shows at most ten", () => {
    const many = Array.from({ length: 14 }, (_, i) => message(`m${i}`));
    expect(currentAlerts(many, T0)).toHaveLength(10);
  });
});

describe("currentWarningThreads (what the alert poll pushes)", () => {
  it("is Warning-level products only: not Watches, Advisories or Statements", () => {
    expect(["Tornado Warning", "Flash Flood Warning", "Winter Storm Warning"].every(isWarning)).toBe(true);
    expect(["Tornado Watch", "Wind Advisory", "Special Weather Statement", "Warning Coordination"].some(isWarning)).toBe(false);
  });

  it("gives each live warning thread with every id it is known by, so an Update matches the Alert already pushed", () => {
    const threads = currentWarningThreads(
      [
        message("a", { event: "Tornado Warning" }),
        message("b", { messageType: "Update", references: ["a"], sent: iso(-10), event: "Tornado Warning", headline: "continues" }),
        message("w", { event: "Tornado Watch" }),
      ],
      T0,
    );
    expect(threads).toHaveLength(1);
    expect(threads[0]!.alert.headline).toBe("continues");
    expect(threads[0]!.messageIds.sort()).toEqual(["a", "b"]);
  });

  it("counts a Watch upgraded to a Warning as a warning thread, and a cancelled warning as none", () => {
    const upgrade = message("u", { messageType: "Update", references: ["w"], sent: iso(-1), event: "Blizzard Warning" });
    expect(currentWarningThreads([message("w", { event: "Winter Storm Watch" }), upgrade], T0).map((t) => t.alert.event)).toEqual([
      "Blizzard Warning",
    ]);
    const cancel = message("x", { messageType: "Cancel", references: ["a"], sent: iso(-1), event: "Tornado Warning" });
    expect(currentWarningThreads([message("a", { event: "Tornado Warning" }), cancel], T0)).toEqual([]);
  });
});

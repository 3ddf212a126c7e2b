import { describe, expect, it } from "vitest";
import { forecastFahrenheit, numberFrom } from "./weather";

describe("forecastFahrenheit", () => {
  it('reads a temperature given as a number or as a numeric string (pynws keeps a real forecast with "41")', () => {
    expect(forecastFahrenheit(41, "F")).toBe(41);
    expect(forecastFahrenheit("41", "F")).toBe(41);
    expect(forecastFahrenheit(" -3.5 ", "F")).toBe(-3.5);
    expect(forecastFahrenheit("5", "C")).toBe(41);
    expect(forecastFahrenheit({ value: "5", unitCode: "wmoUnit:degC" })).toBe(41);
    expect(forecastFahrenheit({ value: 41, unitCode: "wmoUnit:degF" })).toBe(41);
  });

  it("rejects garbage, missing values and temperatures beyond any weather", () => {
    for (const bad of ["", " ", "41abc", "forty-one", "0x29", "1e2", "Infinity", "NaN", null, undefined, true, [], {}, NaN, Infinity]) {
      expect(forecastFahrenheit(bad, "F"), JSON.stringify(bad)).toBeNull();
    }
    expect(forecastFahrenheit({ value: null, unitCode: "wmoUnit:degC" })).toBeNull();
    expect(forecastFahrenheit("250", "F")).toBeNull();
    expect(numberFrom("12.")).toBeNull();
  });
});

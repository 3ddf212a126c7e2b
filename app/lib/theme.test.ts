import { describe, expect, it } from "vitest";
import { badgeStyle, contrastingForeground, contrastRatio } from "./theme";

describe("contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    // White on Tailwind green-600 is 3.3:1, below the 4.5:1 that small text needs.
    expect(contrastRatio("#16A34A", "#ffffff")).toBeLessThan(4.5);
  });

  it("puts dark text on mid-tone category colours where white would be unreadable", () => {
    for (const color of ["#16A34A", "#0891B2", "#F97316", "#CA8A04", "#0D9488"]) {
      const style = badgeStyle(color);
      expect(style.color).toBe("#0f172a");
      expect(contrastRatio(style.backgroundColor, style.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps white text on dark colours and the site's defaults as before", () => {
    for (const color of ["#1E3A8A", "#475569", "#9333EA", "#166534", "#2563EB"]) {
      expect(contrastingForeground(color)).toBe("#ffffff");
      expect(contrastRatio(color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastingForeground("#f59e0b")).toBe("#0f172a");
    expect(contrastingForeground("#f1f5f9")).toBe("#0f172a");
  });

  it("falls back for a missing or malformed colour", () => {
    expect(badgeStyle(null)).toEqual({ backgroundColor: "#3B82F6", color: contrastingForeground("#3B82F6") });
    expect(badgeStyle("red;background:url(x)").backgroundColor).toBe("#3B82F6");
  });
});

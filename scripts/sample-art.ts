// Makes the project's own picture files in public/art (committed; run again after changing this script):
//   category/<theme>.svg  the fallback illustration of each category (app/lib/category-art.ts)
//   scene/<theme>-<n>.svg sample pictures for seeded events, articles and ads (three lights of each theme)
//   logo/<slug>.svg       a logo for every seeded business of both towns
// `npx tsx scripts/sample-art.ts`. Nothing here comes from the internet.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { ART_THEMES, slugOf, type ArtTheme } from "../app/lib/category-art";
import { buildSeed } from "../db/seed-builder";
import { GREENWOOD } from "../db/seed-greenwood";
import { NASHVILLE } from "../db/seed-nashville";

// Icons on a 48×48 grid, drawn in `c` (ink) on a light tile.
const ICONS: Record<ArtTheme, (c: string) => string> = {
  food: (c) =>
    `<circle cx="24" cy="26" r="13" fill="none" stroke="${c}" stroke-width="3"/><circle cx="24" cy="26" r="7" fill="${c}" opacity=".25"/><path d="M6 8v12M4 8v6a2 2 0 0 0 4 0V8M6 20v20M42 8c-4 3-4 10 0 13v19" stroke="${c}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  shop: (c) =>
    `<path d="M10 16h28l-2 24H12z" fill="${c}"/><path d="M17 18v-5a7 7 0 0 1 14 0v5" stroke="${c}" stroke-width="3" fill="none"/><circle cx="18" cy="22" r="1.8" fill="#fff"/><circle cx="30" cy="22" r="1.8" fill="#fff"/>`,
  health: (c) => `<path d="M19 7h10v12h12v10H29v12H19V29H7V19h12z" fill="${c}" stroke="${c}" stroke-width="2" stroke-linejoin="round"/>`,
  car: (c) =>
    `<path d="M7 30v-6l5-9h24l5 9v6z" fill="${c}"/><path d="M14 16h20l3 7H11z" fill="#fff" opacity=".7"/><circle cx="15" cy="32" r="5" fill="#1f2937"/><circle cx="33" cy="32" r="5" fill="#1f2937"/><circle cx="15" cy="32" r="2" fill="#fff"/><circle cx="33" cy="32" r="2" fill="#fff"/>`,
  beauty: (c) =>
    `<g fill="${c}"><circle cx="24" cy="13" r="7"/><circle cx="34" cy="21" r="7"/><circle cx="30" cy="33" r="7"/><circle cx="18" cy="33" r="7"/><circle cx="14" cy="21" r="7"/></g><circle cx="24" cy="24" r="5" fill="#fde68a"/>`,
  fitness: (c) =>
    `<rect x="12" y="22" width="24" height="4" fill="${c}"/><rect x="6" y="14" width="6" height="20" rx="2" fill="${c}"/><rect x="36" y="14" width="6" height="20" rx="2" fill="${c}"/><rect x="2" y="18" width="4" height="12" rx="1.5" fill="${c}"/><rect x="42" y="18" width="4" height="12" rx="1.5" fill="${c}"/>`,
  school: (c) =>
    `<path d="M24 10 44 19 24 28 4 19z" fill="${c}"/><path d="M12 23v9c4 4 20 4 24 0v-9l-12 6z" fill="${c}" opacity=".75"/><path d="M40 20v12" stroke="${c}" stroke-width="2"/><circle cx="40" cy="34" r="2.5" fill="${c}"/>`,
  money: (c) =>
    `<circle cx="19" cy="27" r="13" fill="${c}" opacity=".45"/><circle cx="27" cy="21" r="13" fill="${c}"/><text x="27" y="27.5" text-anchor="middle" font-family="Georgia,serif" font-size="17" font-weight="700" fill="#fff">$</text>`,
  office: (c) =>
    `<rect x="6" y="16" width="36" height="24" rx="4" fill="${c}"/><path d="M18 16v-4h12v4" stroke="${c}" stroke-width="3" fill="none"/><rect x="6" y="25" width="36" height="3" fill="#fff" opacity=".6"/><rect x="21" y="23" width="6" height="7" rx="1.5" fill="#fff"/>`,
  home: (c) =>
    `<rect x="10" y="8" width="22" height="10" rx="3" fill="${c}"/><rect x="32" y="11" width="6" height="4" fill="${c}"/><path d="M38 13v8H23v5" stroke="${c}" stroke-width="3" fill="none"/><rect x="20" y="26" width="6" height="16" rx="2" fill="${c}" opacity=".8"/>`,
  music: (c) =>
    `<path d="M18 34V12l20-4v22" stroke="${c}" stroke-width="3.5" fill="none"/><ellipse cx="14" cy="34" rx="6" ry="4.5" fill="${c}"/><ellipse cx="34" cy="30" rx="6" ry="4.5" fill="${c}"/><path d="M18 17l20-4" stroke="${c}" stroke-width="3.5"/>`,
  pets: (c) =>
    `<g fill="${c}"><ellipse cx="24" cy="31" rx="10" ry="8"/><circle cx="12" cy="20" r="4.5"/><circle cx="19" cy="12" r="4.5"/><circle cx="29" cy="12" r="4.5"/><circle cx="36" cy="20" r="4.5"/></g>`,
  house: (c) =>
    `<path d="M6 23 24 8l18 15" stroke="${c}" stroke-width="3.5" fill="none" stroke-linejoin="round"/><path d="M11 21v19h26V21L24 11z" fill="${c}"/><rect x="20" y="28" width="8" height="12" fill="#fff"/><rect x="29" y="24" width="5" height="5" fill="#fff" opacity=".8"/>`,
  community: (c) =>
    `<g fill="${c}"><circle cx="13" cy="17" r="5"/><circle cx="35" cy="17" r="5"/><path d="M4 36a9 9 0 0 1 18 0z" opacity=".7"/><path d="M26 36a9 9 0 0 1 18 0z" opacity=".7"/><circle cx="24" cy="14" r="6"/><path d="M13 38a11 11 0 0 1 22 0z"/></g>`,
  sports: (c) =>
    `<circle cx="24" cy="24" r="16" fill="${c}"/><path d="M8 24c6-4 26-4 32 0M24 8c-5 8-5 24 0 32M12 13c6 4 18 4 24 0M12 35c6-4 18-4 24 0" stroke="#fff" stroke-width="2" fill="none"/>`,
  family: (c) =>
    `<ellipse cx="18" cy="17" rx="8" ry="10" fill="${c}"/><ellipse cx="31" cy="20" rx="7" ry="9" fill="${c}" opacity=".7"/><path d="M18 27c0 5-3 8 4 15M31 29c0 4 2 7-5 13" stroke="${c}" stroke-width="1.5" fill="none"/>`,
  civic: (c) =>
    `<path d="M6 18 24 8l18 10z" fill="${c}"/><rect x="8" y="36" width="32" height="4" fill="${c}"/><g fill="${c}"><rect x="11" y="20" width="4" height="15"/><rect x="19" y="20" width="4" height="15"/><rect x="27" y="20" width="4" height="15"/><rect x="35" y="20" width="3" height="15"/></g>`,
  holiday: (c) =>
    `<rect x="9" y="20" width="30" height="20" rx="2" fill="${c}"/><rect x="7" y="14" width="34" height="7" rx="2" fill="${c}"/><rect x="22" y="14" width="4" height="26" fill="#fde68a"/><path d="M24 14c-6-9-13-4-8 0M24 14c6-9 13-4 8 0" stroke="#fde68a" stroke-width="2.5" fill="none"/>`,
  news: (c) =>
    `<rect x="7" y="9" width="30" height="31" rx="3" fill="${c}"/><rect x="37" y="16" width="5" height="22" rx="2" fill="${c}" opacity=".6"/><g fill="#fff"><rect x="11" y="13" width="22" height="5" rx="1"/><rect x="11" y="22" width="10" height="9" rx="1" opacity=".8"/><rect x="23" y="22" width="10" height="2"/><rect x="23" y="26" width="10" height="2"/><rect x="11" y="34" width="22" height="2"/></g>`,
  weather: (c) =>
    `<circle cx="18" cy="18" r="8" fill="#f59e0b"/><path d="M18 4v4M4 18h4M8 8l3 3M28 8l-3 3" stroke="#f59e0b" stroke-width="2.5" stroke-linecap="round"/><path d="M14 38a7 7 0 0 1 1-14 10 10 0 0 1 19 2 6 6 0 0 1 1 12z" fill="${c}"/>`,
  safety: (c) =>
    `<path d="M24 5 40 11v11c0 10-7 17-16 21C15 39 8 32 8 22V11z" fill="${c}"/><path d="m17 24 5 5 9-10" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  park: (c) =>
    `<circle cx="18" cy="18" r="10" fill="${c}"/><circle cx="30" cy="22" r="9" fill="${c}" opacity=".8"/><rect x="16.5" y="26" width="3" height="14" fill="#92400e"/><rect x="28.5" y="29" width="3" height="11" fill="#92400e"/><rect x="4" y="40" width="40" height="3" rx="1.5" fill="${c}" opacity=".6"/>`,
  tech: (c) =>
    `<rect x="9" y="10" width="30" height="21" rx="2" fill="${c}"/><rect x="12" y="13" width="24" height="15" fill="#fff" opacity=".85"/><path d="M4 35h40l-3 4H7z" fill="${c}"/>`,
  books: (c) =>
    `<rect x="8" y="32" width="32" height="7" rx="1.5" fill="${c}"/><rect x="11" y="24" width="28" height="7" rx="1.5" fill="${c}" opacity=".7"/><rect x="9" y="16" width="26" height="7" rx="1.5" fill="${c}" opacity=".85"/><path d="M30 8h6v8h-6z" fill="${c}" opacity=".5"/>`,
  general: (c) => `<path d="M24 42s14-13 14-23a14 14 0 0 0-28 0c0 10 14 23 14 23z" fill="${c}"/><circle cx="24" cy="19" r="5.5" fill="#fff"/>`,
};

// Background and ink per theme.
const PALETTE: Record<ArtTheme, [string, string]> = {
  food: ["#fde8d7", "#c2410c"],
  shop: ["#fce7f3", "#be185d"],
  health: ["#dcfce7", "#15803d"],
  car: ["#e0e7ff", "#3730a3"],
  beauty: ["#fae8ff", "#a21caf"],
  fitness: ["#fee2e2", "#b91c1c"],
  school: ["#e0f2fe", "#0369a1"],
  money: ["#ecfccb", "#4d7c0f"],
  office: ["#f1f5f9", "#334155"],
  home: ["#fef3c7", "#b45309"],
  music: ["#ede9fe", "#6d28d9"],
  pets: ["#ffedd5", "#9a3412"],
  house: ["#e0f2f1", "#0f766e"],
  community: ["#dbeafe", "#1d4ed8"],
  sports: ["#dcfce7", "#166534"],
  family: ["#fff7ed", "#ea580c"],
  civic: ["#e2e8f0", "#1e3a8a"],
  holiday: ["#fef9c3", "#b91c1c"],
  news: ["#f5f5f4", "#292524"],
  weather: ["#e0f2fe", "#0c4a6e"],
  safety: ["#fee2e2", "#991b1b"],
  park: ["#ecfdf5", "#047857"],
  tech: ["#e0e7ff", "#4338ca"],
  books: ["#fef3c7", "#92400e"],
  general: ["#ecfdf5", "#166534"],
};

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

function category(theme: ArtTheme) {
  const [bg, ink] = PALETTE[theme];
  return svg(
    640,
    360,
    `<rect width="640" height="360" fill="${bg}"/>` +
      `<circle cx="70" cy="300" r="120" fill="${ink}" opacity=".06"/><circle cx="590" cy="40" r="140" fill="${ink}" opacity=".06"/>` +
      `<rect x="250" y="110" width="140" height="140" rx="32" fill="#fff" opacity=".9"/>` +
      `<g transform="translate(272 132) scale(2)">${ICONS[theme](ink)}</g>`,
  );
}

/** The three scenes: sky gradient (top, bottom), sun colour and position, and where the icon tile stands. */
type Scene = { top: string; bottom: string; sun: string; sunX: number; sunY: number; tileX: number };
const SCENES: Scene[] = [
  { top: "#fde68a", bottom: "#fecaca", sun: "#fb923c", sunX: 460, sunY: 120, tileX: 180 }, // morning
  { top: "#bae6fd", bottom: "#e0f2fe", sun: "#facc15", sunX: 150, sunY: 80, tileX: 380 }, // midday
  { top: "#c4b5fd", bottom: "#fbcfe8", sun: "#f97316", sunX: 500, sunY: 150, tileX: 180 }, // dusk
];

function scene(theme: ArtTheme, { top, bottom, sun, sunX, sunY, tileX }: Scene) {
  const [, ink] = PALETTE[theme];
  return svg(
    640,
    360,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#s)"/><circle cx="${sunX}" cy="${sunY}" r="44" fill="${sun}" opacity=".9"/>` +
      `<path d="M0 250 Q160 190 320 240 T640 220 V360 H0z" fill="#86c28b"/><path d="M0 290 Q200 250 400 295 T640 280 V360 H0z" fill="#4d9a5b"/>` +
      `<g fill="#2f6f3e"><circle cx="70" cy="238" r="22"/><rect x="67" y="250" width="6" height="26" fill="#6b4423"/><circle cx="585" cy="232" r="18"/><rect x="582" y="243" width="6" height="22" fill="#6b4423"/></g>` +
      `<g transform="translate(${tileX} 118)"><rect width="150" height="150" rx="30" fill="#fff" opacity=".92"/>` +
      `<g transform="translate(27 27) scale(2)">${ICONS[theme](ink)}</g></g>`,
  );
}

function hash(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const LOGO_COLORS = ["#166534", "#1d4ed8", "#9333ea", "#b91c1c", "#c2410c", "#0f766e", "#334155", "#a16207", "#be185d", "#3730a3"];

function logo(name: string, theme: ArtTheme) {
  const h = hash(name);
  const color = LOGO_COLORS[h % LOGO_COLORS.length] ?? "#166534";
  const words = name
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w) && !/^(the|of|and)$/i.test(w));
  const [first = "G", second] = words;
  const initials = (second ? first.charAt(0) + second.charAt(0) : first.slice(0, 2)).toUpperCase();
  const round = h % 2 === 0;
  const shape = round ? `<circle cx="80" cy="80" r="76" fill="${color}"/>` : `<rect x="4" y="4" width="152" height="152" rx="30" fill="${color}"/>`;
  return svg(
    160,
    160,
    shape +
      `<circle cx="80" cy="80" r="62" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>` +
      `<g transform="translate(62 22) scale(.75)">${ICONS[theme]("#fff")}</g>` +
      `<text x="80" y="118" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="44" font-weight="700" fill="#fff" letter-spacing="2">${initials}</text>`,
  );
}

const out = new URL("../public/art/", import.meta.url);
rmSync(out, { recursive: true, force: true });
for (const dir of ["category", "scene", "logo"]) mkdirSync(new URL(dir, out), { recursive: true });
for (const theme of ART_THEMES) {
  writeFileSync(new URL(`category/${theme}.svg`, out), category(theme));
  SCENES.forEach((s, n) => writeFileSync(new URL(`scene/${theme}-${n + 1}.svg`, out), scene(theme, s)));
}
const { artTheme } = await import("../app/lib/category-art");
let logos = 0;
for (const town of [GREENWOOD, NASHVILLE]) {
  const seed = buildSeed(new Date(), town);
  for (const b of seed.businesses) {
    const cat = seed.businessCategories.find((c) => c.id === b.categoryId)?.name;
    writeFileSync(new URL(`logo/${slugOf(b.name)}.svg`, out), logo(b.name, artTheme(cat)));
    logos++;
  }
}
console.log(`art: ${ART_THEMES.length} categories, ${ART_THEMES.length * 3} scenes, ${logos} logos`);

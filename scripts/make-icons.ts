// Makes the web app manifest's PNG icons (public/icons/icon-192.png, icon-512.png) from public/favicon.svg:
// `npx tsx scripts/make-icons.ts`. sharp comes with miniflare.
import sharp from "sharp";

for (const size of [192, 512]) {
  await sharp("public/favicon.svg", { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
}

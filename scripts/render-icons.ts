// Draws the app's icon (a house with a keyhole, in the dark theme's accent colour) and renders the
// PNGs the web app manifest and iOS need into public/. Run `npx tsx scripts/render-icons.ts` after
// changing the drawing; the PNGs are committed.
import path from "node:path";
import sharp from "sharp";

/** The dark theme's background and primary colour (styles.css, `.dark`), in sRGB. */
export const DARK_BACKGROUND = "#091115";
const ACCENT = "#3dc6b1";

const ICONS = [
  { file: "icon-192.png", size: 192, isFullBleed: false },
  { file: "icon-512.png", size: 512, isFullBleed: false },
  // Maskable: the platform cuts its own shape, so the tile fills the square and the mark stays
  // inside the central safe zone (a circle of 80 % of the size).
  { file: "icon-maskable-512.png", size: 512, isFullBleed: true },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon.png", size: 180, isFullBleed: true },
];

if (process.argv[1]?.endsWith("render-icons.ts")) {
  for (const { file, size, isFullBleed } of ICONS) {
    await sharp(Buffer.from(iconSvg(isFullBleed)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join("public", file));
  }
}

function iconSvg(isFullBleed: boolean): string {
  const tile = isFullBleed
    ? `<rect width="512" height="512" fill="${DARK_BACKGROUND}"/>`
    : `<rect width="512" height="512" rx="112" fill="${DARK_BACKGROUND}"/>`;
  const scale = isFullBleed ? 0.78 : 1;
  const shift = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${tile}
  <g transform="translate(${shift} ${shift}) scale(${scale})">
    <path d="M96 236 256 104l160 132" fill="none" stroke="${ACCENT}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M256 172 368 264v124a28 28 0 0 1-28 28H172a28 28 0 0 1-28-28V264z" fill="${ACCENT}"/>
    <circle cx="256" cy="300" r="30" fill="${DARK_BACKGROUND}"/>
    <path d="M242 316h28l10 58h-48z" fill="${DARK_BACKGROUND}"/>
  </g>
</svg>`;
}

// `node scripts/render-preview-image.mjs`: public/property-preview.png, the chat preview of a shared
// listing without photos. Chat apps do not show SVG previews, so the placeholder is rendered to a
// 1200×630 PNG, the Open Graph size, cropping a little sky and lawn.
import sharp from "sharp";

await sharp("public/property-placeholder.svg", { density: 150 })
  .resize({ width: 1200, height: 630, fit: "cover" })
  .png({ compressionLevel: 9, palette: true })
  .toFile("public/property-preview.png");

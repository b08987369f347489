import { PHOTO_WIDTHS, type PhotoWidth, parsePhotoWidth } from "@shared/domain/photo-sizes";
import type { Context } from "hono";
import { HttpError } from "./errors";

/** `?w=`: one of the stored widths, or undefined for the original; any other value is a 400. */
export function photoWidthParam(c: Context): PhotoWidth | undefined {
  const width = parsePhotoWidth(c.req.query("w"));
  if (width === null) {
    throw new HttpError(400, `The width w must be one of ${PHOTO_WIDTHS.join(", ")}.`);
  }
  return width;
}

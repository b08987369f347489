import { ApiError } from "@web/lib/api";

/**
 * The client a merged client's id leads to: the server answers its 404 with the survivor's id
 * (decision 028), or undefined for any other error.
 */
export function mergedIntoOf(error: Error | null): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 404) {
    return undefined;
  }
  const mergedInto = (error.body as { error?: { mergedInto?: unknown } } | null)?.error?.mergedInto;
  return typeof mergedInto === "string" ? mergedInto : undefined;
}

import { fileNameFromDisposition } from "@shared/domain/file-names";
import { errorMessage, unreachableError } from "./api";
import { notify } from "./toast";

// Long enough for the browser to start saving the file; the object URL is freed after it.
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves an API file (an export, a contact card) under the name the server gives it. A failure is
 * told in a toast instead: a plain link would save the error as the file.
 */
export async function downloadFile(path: string, failureTitle: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin" });
  } catch {
    notify.error({ title: failureTitle, description: unreachableError("GET", path).message });
    return;
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    notify.error({ title: failureTitle, description: errorMessage(data) });
    return;
  }
  const fileName = fileNameFromDisposition(response.headers.get("Content-Disposition"), "export");
  saveBlob(await response.blob(), fileName);
}

/** Saves what the app made itself (a file of the rows an import left out) under a name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

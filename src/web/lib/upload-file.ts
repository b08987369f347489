import type { UploadKind } from "@shared/domain/upload-rules";
import { ApiError, api, errorMessage, unreachableError } from "@web/lib/api";

export type { UploadKind };
export type UploadedFile = { name: string; url: string; type: string };

/**
 * Sends one file to `POST /api/files` as multipart form data. XMLHttpRequest rather than fetch:
 * only it reports upload progress. `onProgress` gets whole percents, 0–100.
 */
export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/files");
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300 && isUploadedFile(body)) {
        onProgress?.(100);
        resolve({ name: body.name, url: body.url, type: body.type ?? "" });
        return;
      }
      reject(new ApiError(request.status, errorMessage(body)));
    });
    request.addEventListener("error", () => reject(unreachableError("POST", "/api/files")));
    request.addEventListener("abort", () => reject(new ApiError(0, "The upload was cancelled.")));
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", file, file.name);
    request.send(form);
  });
}

function isUploadedFile(body: unknown): body is Omit<UploadedFile, "type"> & { type?: string } {
  const value = body as Partial<UploadedFile> | null;
  return typeof value?.url === "string" && typeof value.name === "string";
}

/** Deletes uploads that no saved record uses (a save that failed after uploading); best effort. */
export async function discardUploads(urls: readonly string[]): Promise<void> {
  await Promise.allSettled(urls.map((url) => api.delete(url)));
}

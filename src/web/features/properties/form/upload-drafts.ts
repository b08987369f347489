import type { MediaItem } from "@shared/schemas/property";
import { discardUploads, type UploadKind, uploadFile } from "@web/lib/upload-file";
import type { DraftFile } from "./use-draft-files";

export type UploadedDrafts = { items: MediaItem[]; uploadedUrls: string[] };

/**
 * Uploads the chosen files and returns every item as it is to be saved, in order, with the
 * addresses uploaded now. All uploads run to the end; if one failed, the others uploaded now are
 * deleted again and the failure is thrown, so nothing is saved and nothing is left behind.
 */
export async function uploadDrafts(
  drafts: readonly DraftFile[],
  kind: UploadKind,
  onProgress: (key: string, percent: number) => void,
): Promise<UploadedDrafts> {
  const results = await Promise.allSettled(
    drafts.map((draft) => uploadDraft(draft, kind, onProgress)),
  );
  const uploadedUrls = results.flatMap((result, index) =>
    result.status === "fulfilled" && drafts[index]?.file ? [result.value.url] : [],
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) {
    await discardUploads(uploadedUrls);
    throw failure.reason;
  }
  return {
    items: results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])),
    uploadedUrls,
  };
}

async function uploadDraft(
  item: DraftFile,
  kind: UploadKind,
  onProgress: (key: string, percent: number) => void,
): Promise<MediaItem> {
  if (!item.file) {
    return { name: item.name, url: item.url ?? "", type: item.type };
  }
  onProgress(item.key, 0);
  const uploaded = await uploadFile(item.file, kind, (percent) => onProgress(item.key, percent));
  return { name: uploaded.name || item.name, url: uploaded.url, type: uploaded.type || item.type };
}

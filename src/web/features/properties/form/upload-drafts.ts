import type { MediaItem } from "@shared/schemas/property";
import { type UploadKind, uploadFile } from "@web/lib/upload-file";
import type { DraftFiles } from "./use-draft-files";

/**
 * Uploads the files not yet uploaded and returns every item as it is to be saved, in order.
 * All uploads run to the end; the first failure is then thrown, so nothing is saved.
 */
export async function uploadDrafts(
  drafts: DraftFiles,
  kind: UploadKind,
  onProgress: (key: string, percent: number) => void,
): Promise<MediaItem[]> {
  const results = await Promise.allSettled(
    drafts.items.map(async (item): Promise<MediaItem> => {
      if (!item.file) {
        return { name: item.name, url: item.url ?? "", type: item.type };
      }
      onProgress(item.key, 0);
      const uploaded = await uploadFile(item.file, kind, (percent) =>
        onProgress(item.key, percent),
      );
      drafts.markUploaded(item.key, uploaded);
      return {
        name: uploaded.name || item.name,
        url: uploaded.url,
        type: uploaded.type || item.type,
      };
    }),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) {
    throw failure.reason;
  }
  return results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
}

import type { Property, PropertyInput } from "@shared/schemas/property";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { discardUploads } from "@web/lib/upload-file";
import { useCreateProperty } from "@web/records/property/create-property";
import { useUpdateProperty } from "@web/records/property/update-property";
import { useCallback, useState } from "react";
import { type UploadedDrafts, uploadDrafts } from "./upload-drafts";
import type { DraftFiles } from "./use-draft-files";

type Media = { photos: DraftFiles; documents: DraftFiles };

/**
 * SPEC section 5: files are uploaded first, then the property is saved with what the uploads
 * returned. A failed upload or save toasts the server's message and saves nothing: the files
 * uploaded for it are deleted again, and the form keeps what the agent typed and chose.
 * Resolves to the saved property, or null.
 */
export function useSaveProperty(existing: Property | undefined) {
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [isUploading, setIsUploading] = useState(false);

  const onProgress = useCallback((key: string, percent: number) => {
    setProgress((current) => ({ ...current, [key]: percent }));
  }, []);

  const save = async (values: PropertyInput, media: Media): Promise<Property | null> => {
    setIsUploading(true);
    setProgress({});
    let photos: UploadedDrafts | undefined;
    let documents: UploadedDrafts;
    try {
      photos = await uploadDrafts(media.photos.items, "photo", onProgress);
      documents = await uploadDrafts(media.documents.items, "document", onProgress);
    } catch (error) {
      await discardUploads(photos?.uploadedUrls ?? []);
      const title = existing ? "Error updating property" : "Error adding property";
      notify.error({ title, description: messageOf(error) });
      return null;
    } finally {
      setIsUploading(false);
    }
    const input = { ...values, photos: photos.items, documents: documents.items };
    try {
      return existing
        ? await update.mutateAsync({ id: existing.id, patch: input })
        : await create.mutateAsync(input);
    } catch {
      // The mutation has already toasted the server's message.
      await discardUploads([...photos.uploadedUrls, ...documents.uploadedUrls]);
      return null;
    }
  };

  return { save, progress, isSaving: isUploading || create.isPending || update.isPending };
}

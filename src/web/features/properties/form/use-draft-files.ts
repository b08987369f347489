import type { MediaItem } from "@shared/schemas/property";
import { useCallback, useEffect, useRef, useState } from "react";

/** A photo or document in the form: saved (url), or chosen and not yet uploaded (file). */
export type DraftFile = {
  key: string;
  name: string;
  type: string;
  url: string | null;
  file: File | null;
  /** An object URL showing a chosen photo before it is uploaded. */
  previewUrl: string | null;
};

/**
 * The form's photos or documents. Chosen photos get an object URL for their preview, revoked
 * when the item is removed or the form goes away.
 */
export function useDraftFiles(initial: readonly MediaItem[], hasPreview: boolean) {
  const [items, setItems] = useState<DraftFile[]>(() => initial.map(savedDraft));
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => () => itemsRef.current.forEach(revokePreview), []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => ({
        key: crypto.randomUUID(),
        name: file.name,
        type: file.type,
        url: null,
        file,
        previewUrl: hasPreview ? URL.createObjectURL(file) : null,
      }));
      setItems((current) => [...current, ...added]);
    },
    [hasPreview],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    if (item) {
      revokePreview(item);
    }
    setItems((current) => current.filter((candidate) => candidate.key !== key));
  }, []);

  const clear = useCallback(() => {
    itemsRef.current.forEach(revokePreview);
    setItems([]);
  }, []);

  return { items, add, remove, clear };
}

export type DraftFiles = ReturnType<typeof useDraftFiles>;

function savedDraft(item: MediaItem): DraftFile {
  return {
    key: item.url,
    name: item.name,
    type: item.type,
    url: item.url,
    file: null,
    previewUrl: null,
  };
}

function revokePreview(item: DraftFile) {
  if (item.previewUrl) {
    URL.revokeObjectURL(item.previewUrl);
  }
}

import { pickedFileProblem } from "@shared/domain/upload-rules";
import type { MediaItem } from "@shared/schemas/property";
import { notify } from "@web/lib/toast";
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
 * The form's photos or documents. A picked file that cannot be uploaded as `kind` is refused at
 * once with a toast, so it never shows as a broken thumbnail. Chosen photos get an object URL
 * for their preview, revoked when the item is removed or the form goes away.
 */
export function useDraftFiles(initial: readonly MediaItem[], kind: "photo" | "document") {
  const [items, setItems] = useState<DraftFile[]>(() => initial.map(savedDraft));
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => () => itemsRef.current.forEach(revokePreview), []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const checked = [...files].map((file) => ({ file, problem: pickedFileProblem(kind, file) }));
      const problems = checked.flatMap(({ problem }) => problem ?? []);
      if (problems.length > 0) {
        notify.error({ title: "File not added", description: problems.join(" ") });
      }
      const accepted = checked.flatMap(({ file, problem }) => (problem ? [] : [file]));
      const added = accepted.map((file) => ({
        key: crypto.randomUUID(),
        name: file.name,
        type: file.type,
        url: null,
        file,
        previewUrl: kind === "photo" ? URL.createObjectURL(file) : null,
      }));
      setItems((current) => [...current, ...added]);
    },
    [kind],
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

  // A file added, or a saved one removed: the listing's files differ from what was stored.
  const isChanged = items.some((item) => item.file !== null) || items.length !== initial.length;
  return { items, add, remove, clear, isChanged };
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

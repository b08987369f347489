import { notify } from "./toast";

/** Copies `text`, with a toast either way: some browsers refuse the clipboard outside HTTPS. */
export async function copyText(text: string, copiedTitle: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success({ title: copiedTitle });
  } catch {
    notify.error({ title: "Could not copy", description: "Select the address and copy it." });
  }
}

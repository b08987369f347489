const MAX_NAME_LENGTH = 200;

/**
 * A display name safe to store and show: no path separators, no control characters, and no
 * invisible format characters (bidi overrides such as U+202E that make `gpj.exe` read `exe.jpg`,
 * zero-width spaces and joiners), nor lone surrogates. Falls back to `file.<extension>`.
 */
export function cleanFileName(name: string, extension: string): string {
  const cleaned = name
    .replace(/[\\/\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, "")
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return cleaned.replace(/^\.+$/, "") || `file.${extension}`;
}

/**
 * A Content-Disposition value (RFC 6266): the name as RFC 5987 UTF-8 for browsers, and an ASCII
 * fallback with quotes, backslashes and everything non-printable replaced.
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The name a Content-Disposition header gives: the UTF-8 form first, else the plain one. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below is as good.
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? "")?.[1] || fallback;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A storage amount as people read it: "812.5 MB", "1.9 GB". */
export function formatStorageSize(bytes: number): string {
  const [amount, unit] = bytes >= GB ? [bytes / GB, "GB"] : [bytes / MB, "MB"];
  return `${amount.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${unit}`;
}

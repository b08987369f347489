/** A client's title written before the name, as agents' sheets carry it: 'Mrs. Sunanda Rao'. */
import type { ClientTitle } from "./catalogue";

const PREFIXES: Readonly<Record<string, ClientTitle>> = {
  mr: "Mr.",
  mrs: "Mrs.",
  ms: "Ms.",
  miss: "Miss",
  dr: "Dr.",
};
// The prefix needs a dot or a space after it, so 'Drupad' and 'Msomi' keep their names.
const PREFIX = /^(mrs|mr|ms|miss|dr)(?:\.\s*|\s+)(\S.*)$/i;

/**
 * 'Mrs. Sunanda Rao' → title 'Mrs.', name 'Sunanda Rao'; 'Dr Anil Shah' → 'Dr.', 'Anil Shah'. A
 * name without a prefix has no title (''), never 'Mr.' by default.
 */
export function titleFromName(text: string): { title: ClientTitle; name: string } {
  const trimmed = text.trim();
  const match = PREFIX.exec(trimmed);
  const title = match && PREFIXES[(match[1] ?? "").toLowerCase()];
  if (!match || !title) {
    return { title: "", name: trimmed };
  }
  return { title, name: (match[2] ?? "").trim() };
}

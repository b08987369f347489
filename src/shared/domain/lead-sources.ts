/** Where clients come from (issue 29): the values offered, and which of them arrive by themselves. */

export const CLIENT_SOURCES = [
  "Walk-in",
  "Referral",
  "Website",
  "Listing link",
  "99acres",
  "MagicBricks",
  "Housing.com",
  "Facebook",
  "Google",
  "Import",
  "Other",
] as const;

export const SOURCE_MAX_LENGTH = 50;

/** Set by the app: an enquiry from a shared listing, a webhook lead that names none, an import. */
export const ENQUIRY_SOURCE = "Listing link";
export const WEBHOOK_SOURCE = "Website";
export const IMPORT_SOURCE = "Import";

/** The agent met these clients or brought them in by hand: they are no new lead to call back. */
const AGENT_SOURCES: ReadonlySet<string> = new Set(["walk-in", "referral", "import"]);

/** Any other source, a free-text one included, is a lead that reached the agent. */
export function isLeadSource(source: string | null | undefined): boolean {
  const key = (source ?? "").trim().toLowerCase();
  return key !== "" && !AGENT_SOURCES.has(key);
}

/** The agent-typed sources, lower-cased: what the server's 'New leads' leave out. */
export const NOT_LEAD_SOURCES = [...AGENT_SOURCES];

/** 'facebook' and 'FB' read as the listed 'Facebook'; anything else stays as written. */
export function canonicalSource(text: string): string {
  const trimmed = text.trim().slice(0, SOURCE_MAX_LENGTH);
  const key = trimmed.toLowerCase().replace(/[^a-z0-9]/g, "");
  return (
    CLIENT_SOURCES.find((source) => source.toLowerCase().replace(/[^a-z0-9]/g, "") === key) ??
    SOURCE_ALIASES[key] ??
    trimmed
  );
}

const SOURCE_ALIASES: Readonly<Record<string, string>> = {
  fb: "Facebook",
  facebookleadads: "Facebook",
  instagram: "Facebook",
  googleads: "Google",
  adwords: "Google",
  housing: "Housing.com",
  "99acre": "99acres",
  walkin: "Walk-in",
};

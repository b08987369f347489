/**
 * A lead as portals and ad forms send it, read into a client: lenient field names ('full_name',
 * 'Phone Number', 'city'), Facebook's and Google's own shapes, and every value read with the
 * import's cell rules (phones to E.164, '75 lakh', catalogue words). An optional value that
 * cannot be read is left out: a lead is never lost to a typo.
 */
import { type Lead, leadSchemas, NO_CONTACT_PROBLEM } from "../schemas/lead";
import type { CountryCode } from "./format";
import { choiceOf, choiceValues, readCell } from "./import-cells";
import { guessColumns, importField } from "./import-fields";
import { canonicalSource, WEBHOOK_SOURCE } from "./lead-sources";
import { titleFromName } from "./name-title";

export type LeadReading = { ok: true; lead: Lead } | { ok: false; problem: string };

/** Fields a lead form sends that the import's headers do not name, by comparable key. */
const MESSAGE_KEYS = ["message", "comments", "comment", "enquiry", "query", "remarks", "notes"];
const LOCATION_KEYS = ["location", "locality", "city", "area", "preferredlocation"];
const FIRST_NAME_KEYS = ["firstname", "givenname"];
const LAST_NAME_KEYS = ["lastname", "surname", "familyname"];

export function readLeadPayload(
  payload: Record<string, unknown>,
  country: CountryCode,
  defaults: Partial<Lead["client"]> = {},
): LeadReading {
  const fields = flatten(payload);
  const take = (keys: readonly string[]) => {
    const found = keys.flatMap((key) => fields.get(key) ?? []);
    for (const key of keys) {
      fields.delete(key);
    }
    return found.filter(Boolean);
  };
  const message = take(MESSAGE_KEYS).join("\n");
  const locations = take(LOCATION_KEYS).join("; ");
  const fullName = take([...FIRST_NAME_KEYS, ...LAST_NAME_KEYS]).join(" ");
  const values: Record<string, unknown> = {
    status: "potential",
    interest: "high",
    ...defaults,
  };
  const keys = [...fields.keys()];
  guessColumns("clients", keys).forEach((field, index) => {
    const text = fields.get(keys[index] ?? "")?.[0] ?? "";
    if (field) {
      readInto(values, field, text, country);
    }
  });
  if (locations) {
    readInto(values, "locations", locations, country);
  }
  if (!values.name && fullName) {
    readInto(values, "name", fullName, country);
  }
  nameFromTitle(values);
  values.source = canonicalSource(String(values.source ?? "")) || WEBHOOK_SOURCE;
  if (!values.phone && !values.email) {
    return { ok: false, problem: NO_CONTACT_PROBLEM };
  }
  if (!values.name) {
    values.name = values.email || values.phone || "";
  }
  const parsed = leadSchemas(country).client.safeParse(values);
  if (!parsed.success) {
    return { ok: false, problem: parsed.error.issues[0]?.message ?? "The lead is not valid" };
  }
  return { ok: true, lead: { client: parsed.data, message: message.slice(0, 2000) } };
}

/**
 * The payload's fields by comparable key ('Phone Number' → 'phonenumber'), each with its values;
 * Facebook Lead Ads' `field_data` and Google Ads' `user_column_data` read as plain fields.
 */
function flatten(payload: Record<string, unknown>): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const add = (key: string, value: unknown) => {
    const texts = (Array.isArray(value) ? value : [value])
      .filter((item) => typeof item === "string" || typeof item === "number")
      .map((item) => String(item).trim());
    if (texts.length > 0) {
      fields.set(keyOf(key), [texts.join(", ")]);
    }
  };
  for (const [key, value] of Object.entries(payload)) {
    if (key === "field_data" && Array.isArray(value)) {
      for (const item of value as { name?: unknown; values?: unknown }[]) {
        add(String(item?.name ?? ""), item?.values);
      }
    } else if (key === "user_column_data" && Array.isArray(value)) {
      for (const item of value as { column_id?: unknown; string_value?: unknown }[]) {
        add(String(item?.column_id ?? ""), item?.string_value);
      }
    } else {
      add(key, value);
    }
  }
  return fields;
}

/** The cell's value for the field, or nothing when it cannot be read (a lead is lenient). */
function readInto(
  values: Record<string, unknown>,
  field: string,
  text: string,
  country: CountryCode,
) {
  const definition = importField("clients", field);
  if (!definition || text === "") {
    return;
  }
  const options = { valueMappings: {}, country };
  if (definition.kind === "choices") {
    const known = choiceValues(definition, text)
      .map((value) => choiceOf(definition, value, {}))
      .filter((choice) => choice !== null);
    values[field] = known;
    return;
  }
  const read = readCell(definition, text, options);
  if ("value" in read && read.value !== undefined) {
    values[field] = read.value;
  } else if (field === "phone") {
    // A phone that is no number is the lead's only way back: say so rather than drop it.
    values.phone = text;
  }
}

function nameFromTitle(values: Record<string, unknown>) {
  if (typeof values.name !== "string") {
    return;
  }
  const { title, name } = titleFromName(values.name);
  values.name = name;
  if (title !== "" && !values.title) {
    values.title = title;
  }
}

function keyOf(key: string): string {
  return key.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

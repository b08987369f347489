/**
 * The browser's Contact Picker API (`navigator.contacts`), which only some mobile browsers
 * have. TypeScript's DOM library does not describe it, so its small part used here is typed.
 */
type ContactProperty = "name" | "email" | "tel";
type ContactInfo = Partial<Record<ContactProperty, string[]>>;
type ContactsManager = {
  select: (
    properties: ContactProperty[],
    options?: { multiple?: boolean },
  ) => Promise<ContactInfo[]>;
};

export type PickedContact = { name: string; email: string; phone: string };

export const FEATURE_NOT_SUPPORTED = {
  title: "Feature not supported",
  description: "Your browser does not support the Contact Picker API.",
} as const;

/** The picker, or null where the browser has none. */
export function contactPicker(): ContactsManager | null {
  const contacts = (navigator as Navigator & { contacts?: Partial<ContactsManager> }).contacts;
  return typeof contacts?.select === "function" ? (contacts as ContactsManager) : null;
}

/** One contact's name, e-mail and phone; null when the agent closes the picker. */
export async function pickContact(picker: ContactsManager): Promise<PickedContact | null> {
  const [contact] = await picker.select(["name", "email", "tel"], { multiple: false });
  if (!contact) {
    return null;
  }
  return { name: first(contact.name), email: first(contact.email), phone: first(contact.tel) };
}

function first(values: string[] | undefined): string {
  return values?.find((value) => value.trim() !== "")?.trim() ?? "";
}

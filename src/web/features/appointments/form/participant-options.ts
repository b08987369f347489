import type { CountryCode } from "@shared/domain/format";
import { formatPhone } from "@shared/domain/phone-numbers";
import { phoneMatches } from "@shared/domain/phone-search";
import type { ComboboxOption } from "@web/components/form/combobox-field";
import { NO_PROPERTY, type Participants } from "./appointment-form-values";

type Matcher = (option: ComboboxOption, query: string) => boolean;

/** The clients to choose from, by name, each with their phone as people read it. */
export function clientOptions({ clients }: Participants): ComboboxOption[] {
  return byLabel(
    Array.from(clients.values(), (client) => ({
      value: client.id,
      label: client.name,
      detail: formatPhone(client.phone),
    })),
  );
}

/** 'None' first, then the properties by title, each with its location. */
export function propertyOptions({ properties }: Participants): ComboboxOption[] {
  const listings = Array.from(properties.values(), (property) => ({
    value: property.id,
    label: property.title,
    detail: property.location,
  }));
  return [{ value: NO_PROPERTY, label: "None" }, ...byLabel(listings)];
}

/** A client is found by a part of their name, or their phone however it is typed. */
export function clientMatcher({ clients }: Participants, country: CountryCode): Matcher {
  return (option, query) => {
    const client = clients.get(option.value);
    return (
      contains(option.label, query) ||
      (client !== undefined && phoneMatches(client.phone, query, country))
    );
  };
}

/** A property is found by a part of its title or location; 'None' by its own name. */
export function propertyMatcher({ properties }: Participants): Matcher {
  return (option, query) =>
    contains(option.label, query) || contains(properties.get(option.value)?.location ?? "", query);
}

function contains(text: string, query: string): boolean {
  return text.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

function byLabel(options: ComboboxOption[]): ComboboxOption[] {
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

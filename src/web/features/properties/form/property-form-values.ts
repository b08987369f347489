import { parseAgentAmount } from "@shared/domain/amount";
import { AREA_PRICE_FIELDS, type AreaPriceValues } from "@shared/domain/area-price";
import {
  DEFAULT_PHONE_PREFIX,
  type PropertyPurpose,
  type PropertyStatus,
} from "@shared/domain/catalogue";
import { formatPhone } from "@shared/domain/phone-numbers";
import type { Property } from "@shared/schemas/property";

/**
 * What the form's controls hold: text for every input (numbers too, so an empty field stays
 * empty), validated and converted by propertyInputSchema on submit. Photos and documents are
 * kept beside the form (see useDraftFiles): unsaved ones hold a File, not a URL.
 */
export type PropertyFormValues = {
  title: string;
  description: string;
  price: string;
  mainType: string;
  subType: string;
  status: PropertyStatus;
  purpose: PropertyPurpose;
  location: string;
  ownerName: string;
  ownerPhone: string;
  bedrooms: string;
  bathrooms: string;
  landSizeSqft: string;
  landSizeAcres: string;
  builtUpArea: string;
  pricePerSqft: string;
  videoLinks: string[];
};

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  title: "",
  description: "",
  price: "",
  mainType: "",
  subType: "",
  status: "available",
  purpose: "sale",
  location: "",
  ownerName: "",
  ownerPhone: DEFAULT_PHONE_PREFIX,
  bedrooms: "",
  bathrooms: "",
  landSizeSqft: "",
  landSizeAcres: "",
  builtUpArea: "",
  pricePerSqft: "",
  videoLinks: [],
};

export function toFormValues(property: Property): PropertyFormValues {
  return {
    title: property.title,
    description: property.description,
    price: textOf(property.price),
    mainType: property.mainType ?? "",
    subType: property.subType ?? "",
    status: property.status,
    purpose: property.purpose,
    location: property.location,
    ownerName: property.ownerName,
    ownerPhone: formatPhone(property.ownerPhone),
    bedrooms: textOf(property.bedrooms),
    bathrooms: textOf(property.bathrooms),
    landSizeSqft: textOf(property.landSizeSqft),
    landSizeAcres: textOf(property.landSizeAcres),
    builtUpArea: textOf(property.builtUpArea),
    pricePerSqft: textOf(property.pricePerSqft),
    videoLinks: [...property.videoLinks],
  };
}

/**
 * The area and price fields as numbers, for recalculate(); the amounts read as agents say them
 * ('1.25 Cr') in `currency`; unreadable text reads as missing.
 */
export function areaPriceValues(values: PropertyFormValues, currency: string): AreaPriceValues {
  const entries = AREA_PRICE_FIELDS.map((field) => [
    field,
    AMOUNT_FIELDS.has(field) ? amountOrNull(values[field], currency) : numberOrNull(values[field]),
  ]);
  return Object.fromEntries(entries) as AreaPriceValues;
}

export function textOf(value: number | null): string {
  return value === null ? "" : String(value);
}

const AMOUNT_FIELDS: ReadonlySet<string> = new Set(["price", "pricePerSqft"]);

function amountOrNull(text: string, currency: string): number | null {
  const reading = parseAgentAmount(text, currency);
  return reading.ok ? reading.value : null;
}

function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  const value = trimmed === "" ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

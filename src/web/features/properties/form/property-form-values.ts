import { AREA_PRICE_FIELDS, type AreaPriceValues } from "@shared/domain/area-price";
import {
  DEFAULT_PHONE_PREFIX,
  type PropertyPurpose,
  type PropertyStatus,
} from "@shared/domain/catalogue";
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
    ownerPhone: property.ownerPhone,
    bedrooms: textOf(property.bedrooms),
    bathrooms: textOf(property.bathrooms),
    landSizeSqft: textOf(property.landSizeSqft),
    landSizeAcres: textOf(property.landSizeAcres),
    builtUpArea: textOf(property.builtUpArea),
    pricePerSqft: textOf(property.pricePerSqft),
    videoLinks: [...property.videoLinks],
  };
}

/** The area and price fields as numbers, for recalculate(); unreadable text reads as missing. */
export function areaPriceValues(values: PropertyFormValues): AreaPriceValues {
  const entries = AREA_PRICE_FIELDS.map((field) => [field, numberOrNull(values[field])]);
  return Object.fromEntries(entries) as AreaPriceValues;
}

export function textOf(value: number | null): string {
  return value === null ? "" : String(value);
}

function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  const value = trimmed === "" ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

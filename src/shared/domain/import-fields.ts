/**
 * The fields a spreadsheet column can be imported into, and the header words agents use for
 * each: a column headed 'Contact No.' or 'Mobile' is the phone, 'Budget (INR)' the budget.
 */
import {
  CLIENT_INTERESTS,
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  CLIENT_STATUSES,
  CLIENT_TITLES,
  MAIN_TYPES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
} from "./catalogue";
import { comparable } from "./choice-match";
import { matchHeader } from "./header-match";
import { CLIENT_COLUMNS, PROPERTY_COLUMNS, type RecordColumn } from "./record-columns";

export const IMPORT_KINDS = ["clients", "properties"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How a cell is read: as it is, as a phone, an amount, a list, or one or more catalogue values. */
export type CellKind = "text" | "phone" | "amount" | "list" | "choice" | "choices";

export type ImportField = {
  field: string;
  label: string;
  kind: CellKind;
  isRequired?: boolean;
  choices?: readonly string[];
  /** Other headers agents give this column; the export's header and the label always count. */
  synonyms: readonly string[];
};

/** The field each column of the file goes to, by position; null for a column to ignore. */
export type ColumnMapping = ReadonlyArray<string | null>;

export const IMPORT_FIELDS: Readonly<Record<ImportKind, readonly ImportField[]>> = {
  clients: [
    {
      field: "name",
      label: "Name",
      kind: "text",
      isRequired: true,
      synonyms: [
        "Full Name",
        "Client Name",
        "Customer Name",
        "Contact Name",
        "Client",
        "Customer",
        "Name of Client",
        "Lead Name",
        "Buyer Name",
        "Party Name",
      ],
    },
    {
      field: "phone",
      label: "Phone",
      kind: "phone",
      isRequired: true,
      synonyms: [
        "Mobile",
        "Mobile No",
        "Mobile Number",
        "Contact No",
        "Contact Number",
        "Contact",
        "Phone Number",
        "Phone No",
        "Cell",
        "Cell Phone",
        "Telephone",
        "Tel",
        "WhatsApp",
        "WhatsApp Number",
        "WhatsApp No",
        "Mob",
        "Mob No",
        "Ph",
        "Ph No",
        "Phone 1",
        "Mobile 1",
        "Primary Phone",
        "Contact Details",
        "Mobile / WhatsApp",
      ],
    },
    {
      field: "title",
      label: "Title",
      kind: "choice",
      choices: CLIENT_TITLES,
      synonyms: ["Salutation", "Prefix", "Mr / Mrs"],
    },
    {
      field: "email",
      label: "E-mail",
      kind: "text",
      synonyms: ["Email Address", "Mail", "Email ID", "Mail ID"],
    },
    {
      field: "status",
      label: "Status",
      kind: "choice",
      choices: CLIENT_STATUSES,
      synonyms: ["Client Status", "Lead Status", "Stage", "Lead Stage"],
    },
    {
      field: "purpose",
      label: "Purpose",
      kind: "choice",
      choices: CLIENT_PURPOSES,
      synonyms: [
        "Requirement Type",
        "Wants To",
        "Buy / Rent",
        "Buy or Rent",
        "Deal Type",
        "Transaction Type",
        "Transaction",
        "Intent",
      ],
    },
    {
      field: "interest",
      label: "Interest",
      kind: "choice",
      choices: CLIENT_INTERESTS,
      synonyms: [
        "Interest Level",
        "Priority",
        "Lead Temperature",
        "Temperature",
        "Hot / Warm / Cold",
        "Rating",
      ],
    },
    {
      field: "budget",
      label: "Budget",
      kind: "amount",
      synonyms: [
        "Budget (INR)",
        "Max Budget",
        "Maximum Budget",
        "Budget Max",
        "Budget Upto",
        "Budget Range",
        "Expected Budget",
        "Price",
        "Max Price",
        "Price Range",
      ],
    },
    {
      field: "locations",
      label: "Locations",
      kind: "list",
      synonyms: [
        "Location",
        "Preferred Locations",
        "Preferred Location",
        "Area",
        "Areas",
        "Preferred Area",
        "Locality",
        "Localities",
        "Area / Locality",
        "Locality / Area",
        "Area / Location",
        "City",
        "Preferred City",
        "Region",
        "Zone",
        "Place",
        "Sector",
      ],
    },
    {
      field: "propertyTypes",
      label: "Property types",
      kind: "choices",
      choices: CLIENT_PROPERTY_TYPES,
      synonyms: [
        "Property Type",
        "Type",
        "Types",
        "Requirement",
        "Requirements",
        "Looking For",
        "Property Required",
        "Type of Property",
        "Configuration",
        "Config",
        "Unit Type",
        "BHK",
      ],
    },
    {
      field: "notes",
      label: "Notes",
      kind: "text",
      synonyms: [
        "Note",
        "Remarks",
        "Remark",
        "Comments",
        "Comment",
        "Description",
        "Feedback",
        "Details",
        "Follow-up Notes",
      ],
    },
    {
      field: "source",
      label: "Source",
      kind: "text",
      synonyms: ["Lead Source", "Lead source", "Enquiry Source", "Lead Channel", "Channel"],
    },
  ],
  properties: [
    {
      field: "title",
      label: "Title",
      kind: "text",
      isRequired: true,
      synonyms: [
        "Property Title",
        "Property Name",
        "Name",
        "Property",
        "Listing",
        "Listing Title",
        "Project Name",
      ],
    },
    {
      field: "price",
      label: "Price",
      kind: "amount",
      isRequired: true,
      synonyms: [
        "Price (INR)",
        "Asking Price",
        "Expected Price",
        "Quoted Price",
        "Sale Price",
        "Total Price",
        "Demand",
        "Amount",
        "Cost",
        "Rent",
        "Monthly Rent",
        "Budget",
      ],
    },
    {
      field: "location",
      label: "Location",
      kind: "text",
      isRequired: true,
      synonyms: [
        "Address",
        "Area",
        "Locality",
        "City",
        "Property Location",
        "Property Address",
        "Area / Locality",
        "Locality / Area",
        "Area / Location",
        "Place",
        "Sector",
      ],
    },
    {
      field: "description",
      label: "Description",
      kind: "text",
      synonyms: ["Details", "Remarks", "Remark", "Notes", "Comments", "Comment", "Features"],
    },
    {
      field: "mainType",
      label: "Main type",
      kind: "choice",
      choices: MAIN_TYPES,
      synonyms: ["Category", "Property Category", "Segment"],
    },
    {
      field: "subType",
      label: "Sub type",
      kind: "choice",
      choices: CLIENT_PROPERTY_TYPES,
      synonyms: ["Type", "Property Type", "Type of Property", "Unit Type", "Configuration"],
    },
    {
      field: "status",
      label: "Status",
      kind: "choice",
      choices: PROPERTY_STATUSES,
      synonyms: ["Availability", "Property Status", "Listing Status"],
    },
    {
      field: "purpose",
      label: "Purpose",
      kind: "choice",
      choices: PROPERTY_PURPOSES,
      synonyms: [
        "For",
        "Listing Type",
        "Sale or Rent",
        "Sale / Rent",
        "Deal Type",
        "Transaction Type",
        "Transaction",
      ],
    },
    {
      field: "ownerName",
      label: "Owner name",
      kind: "text",
      synonyms: ["Owner", "Seller", "Landlord", "Seller Name", "Landlord Name", "Owner Details"],
    },
    {
      field: "ownerPhone",
      label: "Owner phone",
      kind: "phone",
      synonyms: [
        "Owner Mobile",
        "Owner Contact",
        "Owner Number",
        "Phone",
        "Mobile",
        "Contact No",
        "Contact",
        "Seller Phone",
        "Seller Mobile",
        "Landlord Phone",
        "Landlord Mobile",
        "Owner Mobile No",
        "Owner Contact No",
        "Owner Phone No",
        "Owner WhatsApp",
      ],
    },
    {
      field: "bedrooms",
      label: "Bedrooms",
      kind: "amount",
      synonyms: ["Beds", "Bed", "BHK", "Bedroom", "No of Bedrooms"],
    },
    { field: "bathrooms", label: "Bathrooms", kind: "amount", synonyms: ["Baths", "Bath"] },
    {
      field: "landSizeSqft",
      label: "Land size (sqft)",
      kind: "amount",
      synonyms: ["Land Area", "Plot Area", "Plot Size", "Land Size"],
    },
    {
      field: "landSizeAcres",
      label: "Land size (acres)",
      kind: "amount",
      synonyms: ["Acres", "Land Acres"],
    },
    {
      field: "builtUpArea",
      label: "Built-up area",
      kind: "amount",
      synonyms: ["Built Up Area", "Carpet Area", "Super Built-up Area", "Area (sqft)"],
    },
    {
      field: "pricePerSqft",
      label: "Price per sqft",
      kind: "amount",
      synonyms: ["Rate per sqft", "Per Sqft", "Rate"],
    },
    {
      field: "videoLinks",
      label: "Video links",
      kind: "list",
      synonyms: ["Videos", "Video", "YouTube"],
    },
  ],
};

/** So that a file this app exported imports back unchanged. */
const EXPORT_COLUMNS: Readonly<Record<ImportKind, readonly RecordColumn[]>> = {
  clients: CLIENT_COLUMNS,
  properties: PROPERTY_COLUMNS,
};

/**
 * Guesses each column's field from its header (any case, units in brackets, a typo aside); a
 * field goes to the first column that names it.
 */
export function guessColumns(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const byWord = HEADER_WORDS[kind];
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = matchHeader(header, byWord);
    if (!field || taken.has(field)) {
      return null;
    }
    taken.add(field);
    return field;
  });
}

/** Comparable header word → field; the export's headers and the labels first, then synonyms. */
const HEADER_WORDS: Readonly<Record<ImportKind, ReadonlyMap<string, string>>> = {
  clients: headerWords("clients"),
  properties: headerWords("properties"),
};

function headerWords(kind: ImportKind): ReadonlyMap<string, string> {
  const byWord = new Map<string, string>();
  const add = (word: string, field: string) => {
    if (!byWord.has(comparable(word))) {
      byWord.set(comparable(word), field);
    }
  };
  for (const { field, label } of IMPORT_FIELDS[kind]) {
    const exported = EXPORT_COLUMNS[kind].find((column) => column.field === field)?.header;
    add(exported ?? label, field);
    add(label, field);
  }
  for (const { field, synonyms } of IMPORT_FIELDS[kind]) {
    for (const word of [field, ...synonyms]) {
      add(word, field);
    }
  }
  return byWord;
}

/** The required fields no column is mapped to, by label: ['Phone']. */
export function missingRequiredFields(kind: ImportKind, mapping: ColumnMapping): string[] {
  return IMPORT_FIELDS[kind]
    .filter(({ field, isRequired }) => isRequired && !mapping.includes(field))
    .map(({ label }) => label);
}

export function importField(kind: ImportKind, field: string): ImportField | undefined {
  return IMPORT_FIELDS[kind].find((candidate) => candidate.field === field);
}

/** A first row naming no field we know but holding a phone number or an e-mail is data, not a header. */
export function looksLikeData(kind: ImportKind, headers: readonly string[]): boolean {
  return (
    guessColumns(kind, headers).every((field) => field === null) &&
    headers.some((header) => header.includes("@") || /\d{6}/.test(header.replace(/[\s()-]/g, "")))
  );
}

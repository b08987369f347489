/** The enumerations and the property type catalogue of SPEC.md sections 3 and 4. */

export const MAIN_TYPES = [
  "Agricultural Property",
  "Residential Property",
  "Commercial Property",
  "Semi-Commercial Property",
  "Industrial Property",
] as const;
export type MainType = (typeof MAIN_TYPES)[number];

export const PROPERTY_TYPES = {
  "Agricultural Property": ["Farm house", "Agricultural land / Plot"],
  "Residential Property": [
    "House / Villa",
    "Apartment / Flat",
    "Residential Building",
    "Residential Plot",
    "Penthouse",
  ],
  "Commercial Property": [
    "Commercial Building",
    "Commercial Plot / Land",
    "Hotel/Restaurant",
    "Office Space",
    "Shop/Showroom",
    "Warehouse/Godown",
  ],
  "Semi-Commercial Property": ["Semi-Commercial Building", "Warehouse/Godown"],
  "Industrial Property": ["Industrial Building", "Industrial Plot / Land", "Warehouse/Godown"],
} as const satisfies Readonly<Record<MainType, readonly string[]>>;
export type SubType = (typeof PROPERTY_TYPES)[MainType][number];

/** The unique sub types across the catalogue, in catalogue order (a client's choices). */
export const CLIENT_PROPERTY_TYPES: readonly SubType[] = [
  ...new Set<SubType>(MAIN_TYPES.flatMap((main) => PROPERTY_TYPES[main])),
];

export const PROPERTY_STATUSES = ["available", "pending", "sold", "rented"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_PURPOSES = ["sale", "rent", "joint development"] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];

export const CLIENT_STATUSES = ["active", "inactive", "potential", "closed"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_PURPOSES = ["to-buy", "to-rent", "for-joint-development"] as const;
export type ClientPurpose = (typeof CLIENT_PURPOSES)[number];

export const CLIENT_INTERESTS = ["high", "medium", "low"] as const;
export type ClientInterest = (typeof CLIENT_INTERESTS)[number];

/**
 * SPEC.md's titles, then 'Ms.' and 'Dr.', which agents' sheets carry as name prefixes; '' is no
 * title, for a client whose title is not known (decision 021).
 */
export const CLIENT_TITLES = ["Mr.", "Miss", "Mrs.", "Ms.", "Dr.", ""] as const;
export type ClientTitle = (typeof CLIENT_TITLES)[number];

export const APPOINTMENT_PROCESSES = [
  "Property Visit",
  "Initial Consultation",
  "Follow up call",
  "Deal Done",
  "Deal lost",
] as const;
export type AppointmentProcess = (typeof APPOINTMENT_PROCESSES)[number];

export const APPOINTMENT_STATUSES = ["scheduled", "completed", "missed", "rescheduled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The property purpose each client purpose corresponds to (SPEC.md section 9). */
export const PROPERTY_PURPOSE_FOR: Readonly<Record<ClientPurpose, PropertyPurpose>> = {
  "to-buy": "sale",
  "to-rent": "rent",
  "for-joint-development": "joint development",
};

/** Default prefix of phone fields (SPEC.md section 9). */
export const DEFAULT_PHONE_PREFIX = "+91";

export const TONES = ["success", "warning", "info", "destructive", "secondary"] as const;
export type Tone = (typeof TONES)[number];

export const propertyStatusTone: Readonly<Record<PropertyStatus, Tone>> = {
  available: "success",
  pending: "warning",
  sold: "info",
  rented: "info",
};

export const clientStatusTone: Readonly<Record<ClientStatus, Tone>> = {
  active: "success",
  potential: "warning",
  closed: "info",
  inactive: "secondary",
};

export const appointmentStatusTone: Readonly<Record<AppointmentStatus, Tone>> = {
  scheduled: "success",
  completed: "info",
  missed: "destructive",
  rescheduled: "warning",
};

/** The dashboard's simpler rule: available is success, any other status warning. */
export function dashboardPropertyStatusTone(status: PropertyStatus): Tone {
  return status === "available" ? "success" : "warning";
}

export function isMainType(value: unknown): value is MainType {
  return typeof value === "string" && (MAIN_TYPES as readonly string[]).includes(value);
}

/** The sub types of a main type; none for a missing or unknown main type. */
export function subTypesOf(mainType: string | null | undefined): readonly SubType[] {
  if (!isMainType(mainType)) {
    return [];
  }
  return PROPERTY_TYPES[mainType];
}

export function isSubTypeOf(mainType: string | null | undefined, subType: string): boolean {
  return (subTypesOf(mainType) as readonly string[]).includes(subType);
}

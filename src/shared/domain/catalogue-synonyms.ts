/**
 * The words agents write for catalogue values in their sheets: 'Buy', 'Purchase' and 'Buyer' are
 * 'to-buy', 'Flat' and '2BHK' are 'Apartment / Flat', 'Hot' is 'high'. Keyed by the stored value;
 * a word counts only for the field whose choices hold that value, so 'Rent' is 'to-rent' for a
 * client and 'rent' for a listing.
 */
export const CATALOGUE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Client purposes
  "to-buy": ["Buy", "Buying", "Buyer", "Purchase", "Purchaser", "Purchasing"],
  "to-rent": ["Rent", "Renting", "Rental", "Lease", "Leasing", "Tenant", "To Lease"],
  "for-joint-development": ["JD", "JV", "Joint Development", "Joint Venture", "Development"],
  // Property purposes
  sale: ["Sell", "Selling", "For Sale", "Resale", "Re-sale", "Outright"],
  rent: ["Rental", "Lease", "Leasing", "For Rent", "To Let", "Let"],
  "joint development": ["JD", "JV", "Joint Venture", "Development", "For JD"],
  // Client statuses
  active: ["Open", "Live", "Ongoing", "In Progress", "Follow Up", "Following Up"],
  inactive: ["Dormant", "Not Interested", "Dropped", "Lost", "Dead", "On Hold"],
  potential: ["New", "Lead", "New Lead", "Prospect", "Enquiry", "Inquiry", "Fresh"],
  closed: ["Done", "Deal Done", "Converted", "Won", "Finalised", "Finalized", "Completed"],
  // Client interest
  high: ["Hot", "Very High", "Urgent", "Very Interested", "Serious"],
  medium: ["Warm", "Moderate", "Average", "Interested"],
  low: ["Cold", "Very Low", "Casual", "Just Looking"],
  // Property statuses
  available: ["Vacant", "Open", "Unsold", "Ready", "Ready to Move", "Active", "Free", "For Sale"],
  pending: [
    "Booked",
    "Booking",
    "Hold",
    "On Hold",
    "Token",
    "Token Received",
    "Under Negotiation",
    "Negotiation",
    "In Progress",
    "Under Offer",
  ],
  sold: ["Sold Out", "Closed", "Deal Done", "Registered", "Done"],
  rented: ["Leased", "Let Out", "Occupied", "Rented Out", "Tenanted"],
  // Main types
  "Agricultural Property": ["Agricultural", "Agriculture", "Agri", "Farm", "Farming"],
  "Residential Property": ["Residential", "Resi", "Residence", "Housing"],
  "Commercial Property": ["Commercial", "Comm"],
  "Semi-Commercial Property": ["Semi Commercial", "Mixed Use"],
  "Industrial Property": ["Industrial", "Industry", "Factory"],
  // Property types
  "Farm house": ["Farmhouse", "Farm"],
  "Agricultural land / Plot": ["Agricultural Land", "Agri Land", "Farm Land", "Land", "Agri Plot"],
  "House / Villa": [
    "House",
    "Villa",
    "Bungalow",
    "Independent House",
    "Independent Villa",
    "Row House",
    "Rowhouse",
    "Duplex",
    "Kothi",
    "Individual House",
  ],
  "Apartment / Flat": [
    "Apartment",
    "Flat",
    "Studio",
    "Studio Apartment",
    "Builder Floor",
    "Condo",
    "Condominium",
    "Service Apartment",
  ],
  "Residential Building": ["Building", "Residential Complex", "Independent Building"],
  "Residential Plot": ["Plot", "Site", "Residential Land", "NA Plot", "Housing Plot"],
  Penthouse: ["Pent House", "Sky Villa"],
  "Commercial Building": ["Commercial Complex", "Business Park"],
  "Commercial Plot / Land": ["Commercial Plot", "Commercial Land", "Commercial Site"],
  "Hotel/Restaurant": ["Hotel", "Restaurant", "Resort", "Lodge", "Guest House"],
  "Office Space": ["Office", "Offices", "Co-working", "Coworking", "IT Space"],
  "Shop/Showroom": ["Shop", "Showroom", "Retail", "Store", "Outlet", "Kiosk"],
  "Warehouse/Godown": ["Warehouse", "Godown", "Storage", "Go Down"],
  "Industrial Building": ["Factory Building", "Factory", "Shed", "Industrial Shed"],
  "Industrial Plot / Land": ["Industrial Plot", "Industrial Land"],
};

/** '2 BHK', '1RK', '3.5 BHK Flat': rooms first, then (maybe) the kind of home. */
const ROOMS = /^\d*(bhk|rk)/;
const APARTMENT = "Apartment / Flat";

/**
 * The catalogue value among `choices` that `key` (already made `comparable`) names through a
 * synonym, or null. '2bhk' is an apartment; '3bhkvilla' a villa.
 */
export function synonymChoice(key: string, choices: readonly string[]): string | null {
  const rooms = ROOMS.exec(key);
  if (rooms) {
    const rest = key.slice(rooms[0].length);
    if (rest === "") {
      return choices.includes(APARTMENT) ? APARTMENT : null;
    }
    return synonymChoice(rest, choices);
  }
  return lookUp(key, choices) ?? (key.endsWith("s") ? lookUp(key.slice(0, -1), choices) : null);
}

function lookUp(key: string, choices: readonly string[]): string | null {
  for (const choice of SYNONYM_INDEX.get(key) ?? []) {
    if (choices.includes(choice)) {
      return choice;
    }
  }
  return null;
}

// Not choice-match's `comparable`, to keep the two modules free of an import circle.
const SYNONYM_INDEX: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>();
  for (const [value, words] of Object.entries(CATALOGUE_SYNONYMS)) {
    for (const word of words) {
      const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
      index.set(key, [...(index.get(key) ?? []), value]);
    }
  }
  return index;
})();

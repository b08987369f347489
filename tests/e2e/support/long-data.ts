import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { E2E_PORT } from "./e2e-server";
import { newEmail, PASSWORD } from "./fixtures";

/** A 150-character word without a break opportunity, as pasted from a URL or a code. */
export const LONG_WORD = "Thiruvananthapuram".repeat(9).slice(0, 150);

const LOCATIONS = [
  "Koramangala 5th Block",
  "Indiranagar HAL 2nd Stage",
  "Whitefield Main Road",
  "Electronic City Phase 1",
  "Jayanagar 4th T Block",
];
const TYPES = [
  "Apartment / Flat",
  "House / Villa",
  "Penthouse",
  "Residential Plot",
  "Office Space",
];
const CLIENT_NAMES = [
  "Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayanan",
  "Sri Satya Sai Venkata Ramana Murthy Chakravarthy",
  "Lakshmi Priyadarshini Balasubramaniam Iyengar",
];
const PROPERTY_TITLES = [
  "Spacious 4 BHK Sea-Facing Penthouse with Private Terrace Garden in Prestige Shantiniketan",
  "Independent Villa with Home Theatre near Koramangala Sony World Signal",
];

export type LongData = {
  /** The signed-in agent's cookies, to add to each test's browser context. */
  cookies: Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];
  longClientId: string;
  /** Another long client with the same phone and e-mail: a duplicate of the first. */
  twinClientId: string;
  longPropertyId: string;
  longAppointmentId: string;
};

/**
 * Signs up an agent and gives them what real agents type: long Indian names, clients with five
 * locations and types, generated appointment titles and a 150-character word in a title and a
 * location, with matches both within and over budget.
 */
export async function seedLongData(): Promise<LongData> {
  const baseURL = `http://localhost:${E2E_PORT}`;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.${[...randomBytes(3)].join(".")}` },
  });
  const account = { email: newEmail(), password: PASSWORD };
  expect((await api.post("/api/auth/sign-up/email", { data: { ...account, name: "" } })).ok()).toBe(
    true,
  );
  expect((await api.post("/api/auth/sign-in/email", { data: account })).ok()).toBe(true);
  const create = async (path: string, data: Record<string, unknown>): Promise<string> => {
    const response = await api.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).id;
  };

  const profile = await api.put("/api/profile", {
    data: {
      fullName: CLIENT_NAMES[0],
      companyName: "Sri Lakshmi Venkateswara Real Estate Consultants Private Limited",
      phone: "+91 98765 43210",
      website: "https://www.srilakshmivenkateswararealestateconsultants.co.in",
    },
  });
  expect(profile.ok()).toBe(true);
  const clientIds: string[] = [];
  for (const name of CLIENT_NAMES) {
    clientIds.push(
      await create("/api/clients", {
        name,
        email: "venkatanarasimharaju.subrahmanyam@lakshminarayanan-properties.co.in",
        phone: "+91 98765 43210",
        budget: 200_000_000,
        locations: [...LOCATIONS, LONG_WORD.slice(0, 100)],
        propertyTypes: TYPES,
        notes: `Wants a east-facing home near a school. ${LONG_WORD}`,
        // Long overdue, whatever the day: on the Today list with its long note.
        nextFollowUpDate: "2020-01-01",
        nextFollowUpTime: "16:30",
        nextFollowUpNote: LONG_WORD.slice(0, 200),
      }),
    );
  }
  const residential = { mainType: "Residential Property", subType: "Penthouse" };
  const owner = { ownerName: CLIENT_NAMES[1], ownerPhone: "+91 91234 56789" };
  const propertyIds: string[] = [];
  for (const [index, title] of PROPERTY_TITLES.entries()) {
    propertyIds.push(
      await create("/api/properties", {
        title,
        price: index === 0 ? 185_000_000 : 240_000_000,
        location: `${LOCATIONS[index]}, Bengaluru, Karnataka 560034`,
        description: `Vastu compliant, with covered parking for two cars. ${LONG_WORD}`,
        bedrooms: 4,
        bathrooms: 5,
        builtUpArea: 4250,
        landSizeSqft: 12_000,
        videoLinks: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
        ...residential,
        ...owner,
      }),
    );
  }
  const longPropertyId = await create("/api/properties", {
    title: LONG_WORD,
    price: 150_000_000,
    location: LONG_WORD,
    ...residential,
    ...owner,
  });
  const visit = (clientIndex: number, propertyIndex: number) => ({
    title: `${CLIENT_NAMES[clientIndex]} - Property Visit - re: ${PROPERTY_TITLES[propertyIndex]}`,
    date: `2030-01-1${clientIndex + propertyIndex}`,
    time: "10:30",
    location: `${LOCATIONS[propertyIndex]}, Bengaluru, Karnataka 560034`,
    process: "Property Visit",
    clientId: clientIds[clientIndex],
    propertyId: propertyIds[propertyIndex],
    notes: "Bring the sale deed, the encumbrance certificate and the approved building plan.",
  });
  await create("/api/appointments", visit(0, 0));
  await create("/api/appointments", visit(1, 1));
  const longAppointmentId = await create("/api/appointments", {
    ...visit(2, 0),
    title: LONG_WORD,
    location: LONG_WORD,
    propertyId: longPropertyId,
  });
  const { cookies } = await api.storageState();
  await api.dispose();
  return {
    cookies,
    longClientId: clientIds[0] as string,
    twinClientId: clientIds[1] as string,
    longPropertyId,
    longAppointmentId,
  };
}

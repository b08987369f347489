// Fills a running Estate CRM with a demo agent and sample listings, through its real API.
// Usage: npm run db:seed -- [http://localhost:3000] [count]

import { pngFile } from "@server/storage/upload-fixtures";
import { PROPERTY_TYPES } from "@shared/domain/catalogue";

export const DEMO_ACCOUNT = {
  email: "demo@estate-crm.local",
  password: "demo-pass",
  name: "Asha Verma",
};

const AREAS = [
  "Bandra West, Mumbai",
  "Koramangala, Bengaluru",
  "Baner, Pune",
  "Jubilee Hills, Hyderabad",
  "Anna Nagar, Chennai",
  "Salt Lake, Kolkata",
];
const NAMES = [
  "Sea View",
  "Garden",
  "Sunrise",
  "Palm Grove",
  "Lake Side",
  "Hill Crest",
  "Park Avenue",
  "Silver Oak",
];
const STATUSES = ["available", "available", "available", "pending", "sold", "rented"];
const PURPOSES = ["sale", "sale", "rent", "joint development"];
const COLOURS: [number, number, number, number][] = [
  [34, 139, 120, 255],
  [214, 140, 69, 255],
  [70, 110, 180, 255],
  [150, 90, 160, 255],
];

export async function seedDemo(baseUrl: string, count = 12): Promise<string> {
  const cookie = await signIn(baseUrl);
  const call = (path: string, init: RequestInit) =>
    fetch(`${baseUrl}${path}`, { ...init, headers: { cookie, origin: baseUrl, ...init.headers } });
  const subTypes = Object.entries(PROPERTY_TYPES).flatMap(([mainType, subs]) =>
    subs.map((subType) => ({ mainType, subType })),
  );
  // One photo a colour, shared by the listings: uploads are limited per minute and per account.
  const photos = [];
  for (let index = 0; index < Math.min(count, COLOURS.length); index += 1) {
    photos.push(await uploadPhoto(call, index));
  }
  for (let index = 0; index < count; index += 1) {
    const photo = photos[index % photos.length];
    const builtUpArea = 800 + (index % 6) * 250;
    const price = (40 + index * 7) * 100_000;
    const property = {
      title: `${NAMES[index % NAMES.length]} ${subTypes[index % subTypes.length]?.subType}`,
      description: "Bright corner unit with covered parking, close to schools and the metro.",
      price,
      ...subTypes[index % subTypes.length],
      status: STATUSES[index % STATUSES.length],
      purpose: PURPOSES[index % PURPOSES.length],
      location: AREAS[index % AREAS.length],
      ownerName: index % 4 === 3 ? "" : "Rahul Mehta",
      ownerPhone: index % 4 === 3 ? "+91" : "+91 98200 12345",
      bedrooms: 1 + (index % 4),
      bathrooms: 1 + (index % 3),
      builtUpArea,
      pricePerSqft: Math.round((price / builtUpArea) * 100) / 100,
      photos: [photo],
    };
    const response = await call("/api/properties", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(property),
    });
    if (!response.ok) {
      throw new Error(`could not add a listing: ${response.status} ${await response.text()}`);
    }
  }
  return cookie;
}

async function signIn(baseUrl: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: baseUrl };
  await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (!response.ok) {
    throw new Error(
      `could not sign in as ${DEMO_ACCOUNT.email}: ${response.status} ${await response.text()}`,
    );
  }
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function uploadPhoto(
  call: (path: string, init: RequestInit) => Promise<Response>,
  index: number,
) {
  const form = new FormData();
  form.set("kind", "photo");
  form.set(
    "file",
    new File(
      [
        pngFile({
          width: 64,
          height: 48,
          rgba: COLOURS[index % COLOURS.length],
        }) as Uint8Array<ArrayBuffer>,
      ],
      `photo-${index + 1}.png`,
      { type: "image/png" },
    ),
  );
  const response = await call("/api/files", { method: "POST", body: form });
  if (!response.ok) {
    throw new Error(`could not upload a photo: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { name: string; url: string; type: string };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = "http://localhost:3000", count = "12"] = process.argv.slice(2);
  await seedDemo(baseUrl, Number(count));
  console.log(
    `Seeded ${count} listings for ${DEMO_ACCOUNT.email} (password ${DEMO_ACCOUNT.password}) at ${baseUrl}`,
  );
}

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addLead, type LeadFields, placeLeads } from "./lead-placement";

const nothing: LeadFields = {
  email: "",
  phone: "",
  budget: null,
  source: null,
  locations: [],
  propertyTypes: [],
};
const lead = (fields: Partial<LeadFields>) => ({ ...nothing, ...fields });
const client = (id: string, fields: Partial<LeadFields>) => ({ ...lead(fields), id });

function counter() {
  let next = 0;
  return () => `new-${++next}`;
}

describe("placeLeads", () => {
  test.each([
    {
      case: "a new phone makes a client",
      known: [],
      leads: [lead({ phone: "+919820011111" })],
      receipts: [{ id: "new-1", created: true }],
    },
    {
      case: "the oldest client with the phone, before one with the e-mail",
      known: [
        client("by-email", { email: "ravi@example.com" }),
        client("old", { phone: "+919820011111" }),
        client("young", { phone: "+919820011111" }),
      ],
      leads: [lead({ phone: "+919820011111", email: "ravi@example.com" })],
      receipts: [{ id: "old", created: false }],
    },
    {
      case: "the e-mail in any case when no client has the phone",
      known: [client("by-email", { phone: "+919820022222", email: "Ravi@Example.com" })],
      leads: [lead({ phone: "+919820011111", email: "RAVI@example.COM" })],
      receipts: [{ id: "by-email", created: false }],
    },
    {
      case: "a later lead finds the client an earlier one made, by a phone or an e-mail it added",
      known: [],
      leads: [
        lead({ phone: "+919820011111" }),
        lead({ phone: "+919820011111", email: "ravi@example.com" }),
        lead({ email: "RAVI@example.com" }),
        lead({ phone: "+919820022222" }),
      ],
      receipts: [
        { id: "new-1", created: true },
        { id: "new-1", created: false },
        { id: "new-1", created: false },
        { id: "new-2", created: true },
      ],
    },
  ])("$case", ({ known, leads, receipts }) => {
    expect(placeLeads(known, leads, counter()).receipts).toEqual(receipts);
  });

  test("creates a client once, with what the batch's later leads add to it", () => {
    const { created, changed } = placeLeads(
      [],
      [
        lead({ phone: "+919820011111", locations: ["Bandra"] }),
        lead({ phone: "+919820011111", email: "ravi@example.com", locations: ["bandra", "Khar"] }),
      ],
      counter(),
    );
    expect(created).toEqual([
      client("new-1", {
        phone: "+919820011111",
        email: "ravi@example.com",
        locations: ["Bandra", "Khar"],
      }),
    ]);
    expect(changed).toEqual([]);
  });

  test("changes a known client once, after every lead for it, and leaves the others out", () => {
    const known = [
      client("ravi", { phone: "+919820011111", budget: 5_000_000, source: "Walk-in" }),
      client("asha", { phone: "+919820022222" }),
    ];
    const { changed, created } = placeLeads(
      known,
      [
        lead({ phone: "+919820011111", budget: 9_000_000, source: "99acres", locations: ["Juhu"] }),
        lead({ phone: "+919820011111", propertyTypes: ["Villa"] }),
      ],
      counter(),
    );
    expect(created).toEqual([]);
    expect(changed).toEqual([
      client("ravi", {
        phone: "+919820011111",
        budget: 5_000_000,
        source: "Walk-in",
        locations: ["Juhu"],
        propertyTypes: ["Villa"],
      }),
    ]);
    expect(known[0]?.locations).toEqual([]);
  });

  test("places a batch as the same leads sent one at a time", () => {
    const phones = fc.constantFrom("", "+919820011111", "+919820022222");
    const emails = fc.constantFrom("", "a@example.com", "A@EXAMPLE.COM", "b@example.com");
    const leads = fc.array(
      fc
        .record({ phone: phones, email: emails })
        .filter((it) => it.phone !== "" || it.email !== ""),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(leads, (batch) => {
        const together = placeLeads([], batch.map(lead), counter()).receipts;
        const newId = counter();
        let stored: ReturnType<typeof client>[] = [];
        const alone = batch.map((one) => {
          const placed = placeLeads(stored, [lead(one)], newId);
          stored = [
            ...stored.map((it) => placed.changed.find((other) => other.id === it.id) ?? it),
            ...placed.created,
          ];
          return placed.receipts[0];
        });
        expect(together).toEqual(alone);
      }),
    );
  });
});

describe("addLead", () => {
  test("keeps the client's phone, e-mail, budget and source and adds places and types", () => {
    const ravi = client("ravi", {
      phone: "+919820011111",
      email: "ravi@example.com",
      budget: 5_000_000,
      source: "Walk-in",
      locations: ["Juhu"],
      propertyTypes: ["Villa"],
    });
    const added = addLead(ravi, {
      phone: "+919820099999",
      email: "other@example.com",
      budget: 9_000_000,
      source: "99acres",
      locations: ["juhu", "Khar"],
      propertyTypes: ["Villa", "Penthouse"],
    });
    expect(added).toEqual({
      phone: "+919820011111",
      email: "ravi@example.com",
      budget: 5_000_000,
      source: "Walk-in",
      locations: ["Juhu", "Khar"],
      propertyTypes: ["Villa", "Penthouse"],
    });
  });

  test("fills what the client lacks", () => {
    const fromPortal = lead({ email: "a@example.com", budget: 1, source: "Google" });
    expect(addLead(client("a", { phone: "+919820011111" }), fromPortal)).toMatchObject({
      phone: "+919820011111",
      email: "a@example.com",
      budget: 1,
      source: "Google",
    });
  });
});

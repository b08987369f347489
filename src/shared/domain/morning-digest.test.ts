import { describe, expect, test } from "vitest";
import { composeMorningDigest, type DigestInput } from "./morning-digest";
import type { TodayClient, TodayList, TodayRow } from "./today";

const meera: TodayClient = {
  id: "c1",
  title: "Ms.",
  name: "Meera Kapoor",
  phone: "+919820011111",
  email: "",
  lastContactAt: null,
};
const ravi: TodayClient = { ...meera, id: "c2", title: "Mr.", name: "Ravi <b>Kumar</b>" };

const visit = (id: string, time: string, client: TodayClient | null): TodayRow => ({
  key: `appointment:${id}`,
  reason: "appointment",
  client,
  lastActivity: null,
  overdueDays: 0,
  appointment: { id, title: "Site visit", date: "2026-11-27", time, process: "Property Visit" },
});
const followUp = (client: TodayClient, overdueDays: number, note = ""): TodayRow => ({
  key: `follow-up:${client.id}`,
  reason: "follow-up",
  client,
  lastActivity: null,
  date: "2026-11-27",
  time: null,
  note,
  overdueDays,
});
const lateCall: TodayRow = {
  key: "appointment:a9",
  reason: "appointment",
  client: meera,
  lastActivity: null,
  overdueDays: 2,
  appointment: {
    id: "a9",
    title: "Call",
    date: "2026-11-25",
    time: "10:00",
    process: "Follow up call",
  },
};

function day(today: TodayRow[], overdue: TodayRow[] = []): DigestInput {
  const list: TodayList = {
    date: "2026-11-27",
    timeZone: "Asia/Kolkata",
    sections: {
      newLeads: { rows: [], count: 0 },
      overdue: { rows: overdue, count: overdue.length },
      today: { rows: today, count: today.length },
      goingCold: { rows: [followUp(meera, 0)], count: 1 },
    },
  };
  return {
    today: list,
    newMatches: { rows: [], count: 0 },
    country: "IN",
    appUrl: "https://crm.example",
    unsubscribeUrl: "https://crm.example/api/digest/unsubscribe/tok",
  };
}

describe("the morning digest's subject", () => {
  test.each<[string, DigestInput, string]>([
    [
      "appointments and follow-ups",
      day(
        [
          visit("a1", "09:30", meera),
          visit("a2", "11:00", null),
          visit("a3", "16:30", ravi),
          followUp(ravi, 0),
        ],
        [followUp(meera, 3), lateCall, followUp(ravi, 1)],
      ),
      "Your day: 3 appointments, 4 follow-ups",
    ],
    [
      "one of each",
      day([visit("a1", "09:30", meera), followUp(ravi, 0)]),
      "Your day: 1 appointment, 1 follow-up",
    ],
    ["follow-ups only", day([], [followUp(meera, 3), followUp(ravi, 1)]), "Your day: 2 follow-ups"],
    ["appointments only", day([visit("a1", "09:30", meera)]), "Your day: 1 appointment"],
  ])("%s", (_, input, subject) => {
    expect(composeMorningDigest(input)?.subject).toBe(subject);
  });
});

describe("a day with nothing in it", () => {
  test("gives no digest, whoever is going cold", () => {
    expect(composeMorningDigest(day([], []))).toBeNull();
  });
});

describe("the morning digest's texts", () => {
  const digest = composeMorningDigest(
    day(
      [visit("a1", "16:30", ravi), followUp(meera, 0, "Ask about the loan")],
      [followUp(ravi, 3), lateCall],
    ),
  );

  test("the plain text has each section, its lines and links, and the unsubscribe address", () => {
    expect(digest?.text).toBe(
      [
        "Your day, Fri, 27 Nov 2026",
        "Appointments today\n- 4:30 PM: Site visit with Mr. Ravi <b>Kumar</b>\n  https://crm.example/appointments/a1",
        "Follow-ups due\n- Ms. Meera Kapoor: Follow-up due (Ask about the loan)\n  https://crm.example/clients/c1",
        "Overdue\n- Mr. Ravi <b>Kumar</b>: Overdue by 3 days\n  https://crm.example/clients/c2\n- Ms. Meera Kapoor: Follow up call overdue by 2 days\n  https://crm.example/appointments/a9",
        "Open your Today list: https://crm.example/today",
        "You get this e-mail because Morning e-mail is on in Settings. Unsubscribe: https://crm.example/api/digest/unsubscribe/tok",
      ].join("\n\n"),
    );
  });

  test("the HTML escapes what the agent typed and links each item", () => {
    expect(digest?.html).toContain("Mr. Ravi &lt;b&gt;Kumar&lt;/b&gt;");
    expect(digest?.html).not.toContain("<b>Kumar");
    expect(digest?.html).toContain('<a href="https://crm.example/appointments/a1"');
    expect(digest?.html).toContain(">Appointments today</h2>");
    expect(digest?.html).toContain(">Follow-ups due</h2>");
    expect(digest?.html).toContain(">Overdue</h2>");
    expect(digest?.html).toContain('href="https://crm.example/api/digest/unsubscribe/tok"');
  });

  test("a section with nothing in it is left out", () => {
    const onlyOverdue = composeMorningDigest(day([], [followUp(ravi, 1)]));
    expect(onlyOverdue?.text).not.toContain("Appointments today");
    expect(onlyOverdue?.html).not.toContain("Follow-ups due");
  });
});

describe("new leads and new matches", () => {
  const lead: TodayRow = {
    key: "new-lead:c3",
    reason: "new-lead",
    client: { ...meera, id: "c3", title: "", name: "Anil Deshmukh" },
    lastActivity: null,
    source: "99acres",
    arrivedAt: "2026-11-26T18:00:00.000Z",
  };
  const match = {
    id: "m1",
    score: 72,
    createdAt: "2026-11-26T18:00:00.000Z",
    client: { id: "c1", title: "Ms.", name: "Meera Kapoor", phone: "", email: "" },
    property: { id: "p1", title: "Sea Breeze 3BHK" },
  };
  const input = day([]);
  const withBoth: DigestInput = {
    ...input,
    today: {
      ...input.today,
      sections: { ...input.today.sections, newLeads: { rows: [lead], count: 1 } },
    },
    newMatches: { rows: [match, { ...match, id: "m2" }], count: 2 },
  };

  test("make a digest of their own, counted in the subject", () => {
    const digest = composeMorningDigest(withBoth);
    expect(digest?.subject).toBe("Your day: 1 new lead, 2 new matches");
    expect(digest?.text).toContain("New leads\n- Anil Deshmukh: ");
    expect(digest?.text).toContain(
      "New matches\n- Ms. Meera Kapoor: Sea Breeze 3BHK (72% match)\n  https://crm.example/clients/c1",
    );
  });
});

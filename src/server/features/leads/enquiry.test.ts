import type { Activity } from "@shared/schemas/activity";
import type { Client } from "@shared/schemas/client";
import type { PublicListingAnswer } from "@shared/schemas/share";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, createAgent, signedInAgent } from "../../../../tests/support/http-agent";
import { startServerWithPages } from "../../../../tests/support/server-with-pages";
import type { TestServer } from "../../../../tests/support/test-server";
import { ENQUIRIES_PER_ADDRESS, ENQUIRIES_PER_LINK } from "./enquiry.routes";
import { MIN_FILL_MS } from "./enquiry-stamp";

const context = {} as { server: TestServer; stamp: string };
beforeAll(async () => {
  context.server = await startServerWithPages();
  const { token } = await sharedListing(await signedInAgent(context.server));
  const listing = (await (
    await createAgent(context.server).get(`/api/public/listings/${token}`)
  ).json()) as PublicListingAnswer;
  context.stamp = listing.enquiryStamp;
  // A stamp is as old as the form it came with: one wait makes it an unhurried visitor's.
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
});
afterAll(async () => {
  await context.server.close();
});

async function sharedListing(agent: Agent) {
  await agent.put("/api/profile", { fullName: "Asha Verma" });
  const created = await agent.post("/api/properties", {
    title: "Sea Breeze 3BHK",
    price: 8_500_000,
    location: "Juhu",
    purpose: "rent",
    mainType: "Residential Property",
    subType: "Apartment / Flat",
  });
  const { id } = (await created.json()) as { id: string };
  const share = await agent.post(`/api/properties/${id}/share`, {
    country: "IN",
    currencySymbol: "₹",
    numberSystem: "indian",
  });
  return { id, token: ((await share.json()) as { token: string }).token };
}

function formPost(visitor: Agent, token: string, fields: Record<string, string>) {
  return visitor.request(`/p/${token}/enquiry`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function clientsOf(agent: Agent): Promise<Client[]> {
  return (await (await agent.get("/api/clients")).json()) as Client[];
}

describe("an enquiry from a shared listing", () => {
  test("the page carries the form for a browser without JavaScript", async () => {
    const { token } = await sharedListing(await signedInAgent(context.server));
    const html = await (await createAgent(context.server).get(`/p/${token}`)).text();
    const form = html.slice(html.indexOf("<noscript>"), html.indexOf("</noscript>"));
    expect(form).toContain(`action="/p/${token}/enquiry"`);
    for (const text of [
      "I'm interested",
      ">Name<",
      ">Phone<",
      "E-mail (optional)",
      "Message (optional)",
      ">Send<",
    ]) {
      expect(form).toContain(text);
    }
    expect(form).toContain('value="+91 "');
    expect(form).toMatch(/name="stamp" value="\d{13}\.[\w-]+"/);
    expect(form).toMatch(/aria-hidden="true"><label>Website <input name="website" tabindex="-1"/);
  });

  test("a form post makes a potential client from the listing, logs it and marks the pair", async () => {
    const agent = await signedInAgent(context.server);
    const { id, token } = await sharedListing(agent);
    const visitor = createAgent(context.server);
    const answer = await formPost(visitor, token, {
      stamp: context.stamp,
      name: "Ravi Kumar",
      phone: "+91 98200 11111",
      email: "",
      message: "Is it still free?",
      website: "",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Thank you! Asha Verma will call you soon.");

    const [client] = await clientsOf(agent);
    expect(client).toMatchObject({
      name: "Ravi Kumar",
      phone: "+919820011111",
      status: "potential",
      interest: "high",
      purpose: "to-rent",
      locations: ["Juhu"],
      propertyTypes: ["Apartment / Flat"],
      source: "Listing link",
    });
    const timeline = (await (await agent.get(`/api/activities?clientId=${client?.id}`)).json()) as {
      items: Activity[];
    };
    const logged = timeline.items.map((item) => [item.kind, item.text, item.propertyId]);
    expect(logged).toHaveLength(2);
    expect(logged).toContainEqual(["enquiry", "Is it still free?", id]);
    expect(logged).toContainEqual([
      "status-changed",
      "Sea Breeze 3BHK: Suggested → Interested",
      id,
    ]);
    const pairs = (await (await agent.get("/api/pair-statuses")).json()) as { status: string }[];
    expect(pairs).toMatchObject([{ clientId: client?.id, propertyId: id, status: "interested" }]);

    const again = await visitor.post(`/p/${token}/enquiry`, {
      stamp: context.stamp,
      name: "Ravi K",
      phone: "9820011111",
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ agentName: "Asha Verma" });
    expect(await clientsOf(agent)).toHaveLength(1);
  });

  test("one person's enquiries sent at once make one client and move the pair once", async () => {
    const agent = await signedInAgent(context.server);
    const { id, token } = await sharedListing(agent);
    const visitor = createAgent(context.server);
    const answers = await Promise.all(
      ["Is it free?", "What floor?", "Pets allowed?"].map((message) =>
        visitor.post(`/p/${token}/enquiry`, {
          stamp: context.stamp,
          name: "Ravi Kumar",
          phone: "+91 98200 33333",
          message,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const [client, ...others] = await clientsOf(agent);
    expect(others).toEqual([]);
    const timeline = (await (await agent.get(`/api/activities?clientId=${client?.id}`)).json()) as {
      items: Activity[];
    };
    const moves = timeline.items.filter((item) => item.kind === "status-changed");
    expect(moves.map((item) => [item.text, item.propertyId])).toEqual([
      ["Sea Breeze 3BHK: Suggested → Interested", id],
    ]);
  });

  test("gives the form back with the problems beside the fields and what was typed", async () => {
    const agent = await signedInAgent(context.server);
    const { token } = await sharedListing(agent);
    const visitor = createAgent(context.server);
    const answer = await formPost(visitor, token, {
      stamp: context.stamp,
      name: "Ravi <b>Kumar</b>",
      phone: "12",
      email: "ravi@",
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('value="Ravi &lt;b&gt;Kumar&lt;/b&gt;"');
    expect(html).toMatch(/id="enquiry-phone-error" class="enq-error">Enter a valid phone</);
    expect(html).toMatch(
      /id="enquiry-email-error" class="enq-error">Enter a valid e-mail address</,
    );
    const json = await visitor.post(`/p/${token}/enquiry`, {
      stamp: context.stamp,
      name: "",
      phone: "",
    });
    expect(json.status).toBe(400);
    const { error } = (await json.json()) as { error: { issues: { path: string }[] } };
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(["name", "phone"]);
    expect(await clientsOf(agent)).toEqual([]);
  });

  test("stores nothing from a bot: the hidden field filled, a form sent at once, a forged stamp", async () => {
    const agent = await signedInAgent(context.server);
    const { token } = await sharedListing(agent);
    const visitor = createAgent(context.server);
    const person = { name: "Bot", phone: "9820022222" };
    const trapped = await formPost(visitor, token, {
      ...person,
      stamp: context.stamp,
      website: "spam.example",
    });
    expect(trapped.status).toBe(200);
    const { enquiryStamp } = (await (
      await visitor.get(`/api/public/listings/${token}`)
    ).json()) as PublicListingAnswer;
    const hurried = await formPost(visitor, token, { ...person, stamp: enquiryStamp });
    expect(hurried.status).toBe(400);
    expect(await hurried.text()).toContain("Please check the form and press Send again.");
    const forged = `${Date.now() - 60_000}.${context.stamp.split(".")[1]}`;
    expect((await formPost(visitor, token, { ...person, stamp: forged })).status).toBe(400);
    expect((await formPost(visitor, token, person)).status).toBe(400);
    expect(await clientsOf(agent)).toEqual([]);
  });

  test("limits enquiries per address and per link", async () => {
    const agent = await signedInAgent(context.server);
    const { token } = await sharedListing(agent);
    const visitor = createAgent(context.server);
    const send = (caller: Agent, index: number) =>
      caller.post(`/p/${token}/enquiry`, {
        stamp: context.stamp,
        name: `Visitor ${index}`,
        phone: `98200 3${String(index).padStart(4, "0")}`,
      });
    for (let index = 0; index < ENQUIRIES_PER_ADDRESS; index++) {
      expect((await send(visitor, index)).status).toBe(201);
    }
    const refused = await send(visitor, 99);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Too many enquiries. Please try again later.",
    );
    for (let index = ENQUIRIES_PER_ADDRESS; index < ENQUIRIES_PER_LINK; index++) {
      expect((await send(createAgent(context.server), index)).status).toBe(201);
    }
    expect((await send(createAgent(context.server), 98)).status).toBe(429);
    expect(await clientsOf(agent)).toHaveLength(ENQUIRIES_PER_LINK);
  });

  test("answers 404 for an unknown or revoked link, and 413 for a body over 64 KB", async () => {
    const agent = await signedInAgent(context.server);
    const { id, token } = await sharedListing(agent);
    const visitor = createAgent(context.server);
    const person = { stamp: context.stamp, name: "Ravi", phone: "9820044444" };
    const huge = { ...person, message: "x".repeat(70_000) };
    expect((await visitor.post(`/p/${token}/enquiry`, huge)).status).toBe(413);
    await agent.delete(`/api/properties/${id}/share`);
    expect((await visitor.post(`/p/${token}/enquiry`, person)).status).toBe(404);
    expect((await visitor.post(`/p/${"B".repeat(32)}/enquiry`, person)).status).toBe(404);
    expect(await clientsOf(agent)).toEqual([]);
  });
});

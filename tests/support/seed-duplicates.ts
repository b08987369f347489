import { expect } from "vitest";
import type { Agent } from "./http-agent";

export type SeededDuplicates = { survivorId: string; goneId: string; notDuplicates: string[] };

/**
 * Two clients merged ('Anil R.' into 'Anil Rao') and two marked 'Not duplicates' ('Meera Shah',
 * 'Meera S.'), as the agent does it: one row in each of the duplicates' tables.
 */
export async function seedDuplicates(agent: Agent): Promise<SeededDuplicates> {
  const client = async (name: string, phone: string) => {
    const response = await agent.post("/api/clients", { name, phone });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const survivorId = await client("Anil Rao", "+91 98300 12121");
  const goneId = await client("Anil R.", "+91 98300 12121");
  const merged = await agent.post(`/api/clients/${survivorId}/merge`, { otherId: goneId });
  expect(merged.status).toBe(200);
  const meera = await client("Meera Shah", "+91 98300 34343");
  const meeraAgain = await client("Meera S.", "+91 98300 34343");
  const marked = await agent.post(`/api/clients/${meera}/not-duplicates`, { otherId: meeraAgain });
  expect(marked.status).toBe(204);
  return { survivorId, goneId, notDuplicates: [meera, meeraAgain] };
}

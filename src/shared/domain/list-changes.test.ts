import fc from "fast-check";
import { expect, test } from "vitest";
import { applyListChanges, newestFirst, soonestFirst } from "./list-changes";

type Row = { id: string; createdAt: string; name: string };

const row = fc.record({
  id: fc.uuid(),
  // Few distinct instants, so that ties fall back on the id.
  createdAt: fc
    .integer({ min: 0, max: 20 })
    .map((second) => new Date(Date.UTC(2026, 10, 27, 9, 0, second)).toISOString()),
  name: fc.string({ maxLength: 4 }),
});
const rows = fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 30 });

test("changes applied to a list give the list a whole read would give", () => {
  fc.assert(
    fc.property(rows, rows, fc.array(fc.nat()), (before, arriving, picks) => {
      const held = [...before].sort(newestFirst);
      // Some arriving rows are edits of held ones (same id), the rest are new.
      const changed = arriving.map((r, index) => {
        const pick = picks[index];
        const edited =
          pick === undefined || held.length === 0 ? undefined : held[pick % held.length];
        return edited ? { ...r, id: edited.id } : r;
      });
      const uniqueChanged = [...new Map(changed.map((r) => [r.id, r])).values()];
      const removed = held.filter((_, index) => index % 3 === 0).map((r) => r.id);
      const removedNotChanged = removed.filter((id) => !uniqueChanged.some((r) => r.id === id));
      const expected = new Map(held.map((r) => [r.id, r]));
      for (const id of removedNotChanged) {
        expected.delete(id);
      }
      for (const r of uniqueChanged) {
        expected.set(r.id, r);
      }
      const changes = { changed: uniqueChanged, removed: removedNotChanged };
      const applied = applyListChanges(held, changes, newestFirst);
      expect(applied).toEqual([...expected.values()].sort(newestFirst));
      // The same changes again change nothing.
      expect(applyListChanges(applied, changes, newestFirst)).toEqual(applied);
    }),
  );
});

test("a removed id the list does not hold, and no changes, leave it as it is", () => {
  const held: Row[] = [
    { id: "b", createdAt: "2026-11-27T09:00:01.000Z", name: "Ravi" },
    { id: "a", createdAt: "2026-11-27T09:00:00.000Z", name: "सीता" },
  ];
  expect(applyListChanges(held, { changed: [], removed: ["z"] }, newestFirst)).toEqual(held);
  expect(applyListChanges([], { changed: [], removed: [] }, newestFirst)).toEqual([]);
});

test("appointments move to their new date and time", () => {
  const visit = (id: string, date: string, time: string) => ({ id, date, time });
  const held = [visit("1", "2026-11-27", "09:00"), visit("2", "2026-11-27", "11:00")];
  const moved = visit("1", "2026-11-28", "08:30");
  const added = visit("3", "2026-11-27", "11:00");
  expect(applyListChanges(held, { changed: [moved, added], removed: [] }, soonestFirst)).toEqual([
    visit("2", "2026-11-27", "11:00"),
    added,
    moved,
  ]);
});

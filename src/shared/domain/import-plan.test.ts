import { expect, test } from "vitest";
import { type DuplicateMode, planImport } from "./import-plan";
import type { PreparedRow } from "./import-rows";

const row = (rowNumber: number, key: string | null, name: string): PreparedRow => ({
  rowNumber,
  cells: [name],
  record: key ? ({ name, phone: key, status: "active" } as PreparedRow["record"]) : null,
  problems: key ? [] : ["Name is required"],
  warnings: [],
  duplicateKey: key,
  filledFields: ["name", "phone"],
});

const rows = [
  row(2, "+911", "New"),
  row(3, "+912", "Known, renamed"),
  row(4, "+911", "New, repeated"),
  row(5, null, ""),
  row(6, "+912", "Known, repeated"),
];
const existing = new Map([["+912", "id-2"]]);

test.each<[DuplicateMode, object]>([
  [
    "skip",
    {
      creates: [{ name: "New", phone: "+911", status: "active" }],
      updates: [],
      updated: 0,
      skipped: 3,
    },
  ],
  [
    "update",
    {
      creates: [{ name: "New, repeated", phone: "+911", status: "active" }],
      updates: [{ id: "id-2", record: { name: "Known, repeated", phone: "+912" } }],
      updated: 3,
      skipped: 0,
    },
  ],
])("duplicates in the account and in the file, mode %s", (mode, expected) => {
  const plan = planImport(rows, existing, mode);
  expect(plan).toMatchObject(expected);
  expect(plan.failed).toEqual([{ rowNumber: 5, cells: [""], reason: "Name is required" }]);
});

test("rows stored with a warning are counted; skipped ones are not", () => {
  const warned = (rowNumber: number, key: string): PreparedRow => ({
    ...row(rowNumber, key, "Ravi"),
    warnings: ['e-mail "ravi@" is not valid and was left out'],
  });
  const plan = planImport([warned(2, "+913"), warned(3, "+912")], existing, "skip");
  expect(plan.warned).toEqual([
    { rowNumber: 2, cells: ["Ravi"], warnings: ['e-mail "ravi@" is not valid and was left out'] },
  ]);
  expect(plan.skipped).toBe(1);
});

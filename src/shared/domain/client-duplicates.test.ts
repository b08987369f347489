import { describe, expect, test } from "vitest";
import {
  comparableName,
  type DuplicateCandidate,
  duplicatePairKey,
  findDuplicatePairs,
  isSimilarName,
  MAX_GROUP,
} from "./client-duplicates";

const client = (id: string, name: string, phone: string, email = ""): DuplicateCandidate => ({
  id,
  name,
  phone,
  email,
});

describe("comparableName", () => {
  test.each([
    ["Mrs. Sunanda  RAO", "sunanda rao"],
    ["Dr Anil Shah", "anil shah"],
    ["Shri. Ramesh Iyer", "ramesh iyer"],
    ["Smt Lakshmi", "lakshmi"],
    ["श्री राज कुमार", "राज कुमार"],
    ["श्रीमती सुनीता शर्मा", "सुनीता शर्मा"],
    ["D'Souza, Zoë", "d souza zoë"],
    ["Drupad Shah", "drupad shah"],
    ["Mr.", ""],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(comparableName(name)).toBe(expected);
  });
});

describe("isSimilarName", () => {
  test.each([
    ["Ravi Kumar", "Kumar Ravi", true],
    ["Ravi Kumar", "Mr. Ravi Kumaar", true],
    ["RAVI KUMAR", "ravi kumar", true],
    ["राज कुमार", "श्री राज कुमार", true],
    ["राज कुमार", "सुनीता शर्मा", false],
    ["Priya Sharma", "Priya Verma", false],
    ["Anil Shah", "Sunil Shah", false],
    ["Ravi Kumar", "Ravi Kumar Sharma", false],
    ["Mr.", "Mr.", false],
  ])("%j and %j: %s", (a, b, expected) => {
    expect(isSimilarName(a, b)).toBe(expected);
  });
});

describe("findDuplicatePairs", () => {
  test.each<[string, DuplicateCandidate[], { ids: string[]; reasons: string[] }[]]>([
    [
      "the same E.164 phone",
      [client("a", "Ravi", "+919820011111"), client("b", "Sunil", "+919820011111")],
      [{ ids: ["a", "b"], reasons: ["Same phone"] }],
    ],
    [
      "the same e-mail in any case",
      [
        client("a", "Ravi", "+919820011111", "Ravi@Mail.com"),
        client("b", "Sunil", "+919820022222", "ravi@mail.com "),
      ],
      [{ ids: ["a", "b"], reasons: ["Same e-mail"] }],
    ],
    [
      "a similar name and the last six digits of the phone (another country code)",
      [client("b", "Kumar Ravi", "+919820011111"), client("a", "Ravi Kumar", "+14150011111")],
      [{ ids: ["a", "b"], reasons: ["Similar name and phone"] }],
    ],
    [
      "every reason that holds, in their order",
      [
        client("a", "Ravi Kumar", "+919820011111", "r@k.in"),
        client("b", "Mr. Ravi Kumar", "+919820011111", "R@K.in"),
      ],
      [{ ids: ["a", "b"], reasons: ["Same phone", "Same e-mail", "Similar name and phone"] }],
    ],
    [
      "a similar name with a different phone: not a pair",
      [client("a", "Ravi Kumar", "+919820011111"), client("b", "Ravi Kumar", "+919820011112")],
      [],
    ],
    [
      "the same suffix with a different name: not a pair",
      [client("a", "Ravi Kumar", "+919820011111"), client("b", "Priya Shah", "+919830011111")],
      [],
    ],
    [
      "empty e-mails and short phones never match",
      [client("a", "Ravi", "12345"), client("b", "Ravi", "99912345")],
      [],
    ],
    [
      "three with one phone: three pairs",
      [
        client("a", "A", "+919820011111"),
        client("b", "B", "+919820011111"),
        client("c", "C", "+919820011111"),
      ],
      [
        { ids: ["a", "b"], reasons: ["Same phone"] },
        { ids: ["a", "c"], reasons: ["Same phone"] },
        { ids: ["b", "c"], reasons: ["Same phone"] },
      ],
    ],
  ])("%s", (_, clients, expected) => {
    expect(findDuplicatePairs(clients)).toEqual(expected);
  });

  test("leaves out the pairs marked 'Not duplicates'", () => {
    const clients = [client("b", "Ravi", "+919820011111"), client("a", "Ravi", "+919820011111")];
    expect(findDuplicatePairs(clients, new Set([duplicatePairKey("b", "a")]))).toEqual([]);
  });

  test("a phone shared by more clients than MAX_GROUP is a placeholder", () => {
    const clients = Array.from({ length: MAX_GROUP + 1 }, (_, index) =>
      client(`c${index}`, `Name ${index}`, "+910000000000"),
    );
    expect(findDuplicatePairs(clients)).toEqual([]);
  });
});

import fc from "fast-check";
import { z } from "zod";

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

const MEBIBYTE = 1024 * 1024;

/** Strings no form field should choke on: controls, bidi overrides, odd Unicode, a 1 MB value. */
export const hostileString = fc.oneof(
  { arbitrary: fc.constant("x".repeat(MEBIBYTE)), weight: 1 },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\u001b[2J",
      "\u007f",
      "\u0085",
      "\u202eexe.jpg",
      "\u2066x\u2069",
      "\ud800",
      "\ufeff",
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "../../etc/passwd",
      "0000-01-01",
      "9999-99-99",
      "24:60",
      "NaN",
      "-1e309",
      "__proto__",
    ),
  },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 10 },
);

/** Values of the wrong type or out of range for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e300, Number.MAX_SAFE_INTEGER, [], {}, [null]),
  fc.double(),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
);

/**
 * A request body for a write route: the schema's fields, each either plausible or hostile, plus
 * at times prototype keys; or no object at all (wrong type, malformed JSON). Returned as the raw
 * text sent, so that `__proto__` and broken JSON reach the server as written.
 */
export function hostileBody(schema: z.ZodType): fc.Arbitrary<string> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const fields = Object.entries(json.properties ?? {}).map(
    ([key, field]) => [key, fc.oneof(fromJsonSchema(field), hostileValue)] as const,
  );
  const record = fc.record(Object.fromEntries(fields), { requiredKeys: [] });
  const prototypeKeys = fc.constantFrom(
    "",
    '"__proto__":{"isAdmin":true},',
    '"constructor":{"prototype":{"isAdmin":true}},',
    '"userId":"00000000-0000-4000-8000-000000000000","id":"x",',
  );
  const object = fc
    .tuple(prototypeKeys, record)
    .map(([prefix, body]) => `{${prefix}${JSON.stringify(body).slice(1)}`);
  const notAnObject = fc.oneof(
    fc.constantFrom("", "{", '{"a":', "[]", "null", "42", '"text"', "{}", "\u0000", "[{}]"),
    fc.json({ maxDepth: 2 }),
  );
  return fc.oneof({ arbitrary: object, weight: 5 }, { arbitrary: notAnObject, weight: 1 });
}

function fromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  if (schema.anyOf) {
    return fc.oneof(...schema.anyOf.map(fromJsonSchema));
  }
  switch (schema.type) {
    case "object":
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, field]) => [
            key,
            fromJsonSchema(field),
          ]),
        ),
        { requiredKeys: [] },
      );
    case "array":
      return fc.array(fromJsonSchema(schema.items ?? {}), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "string":
      return schema.format === "uuid"
        ? fc.uuid()
        : fc.string({ maxLength: Math.min(schema.maxLength ?? 50, 50) });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: 1e15, noNaN: true });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1e6 });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "@shared/schemas/zod";
import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver for a shared schema. The form holds text (numbers too, so an empty
 * field stays empty) and the schema turns it into the record's types: its input type is looser
 * than the form's values, hence the one cast, kept here.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Output
  >;
}

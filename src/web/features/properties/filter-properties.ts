import type { PropertyStatus } from "@shared/domain/catalogue";
import type { Property } from "@shared/schemas/property";

export type StatusFilter = PropertyStatus | "all";

/** SPEC: the search matches title or location, case-insensitively; then the status filter. */
export function filterProperties(
  properties: readonly Property[],
  search: string,
  status: StatusFilter,
): Property[] {
  const needle = search.trim().toLowerCase();
  return properties.filter(
    (property) =>
      (status === "all" || property.status === status) &&
      (needle === "" ||
        property.title.toLowerCase().includes(needle) ||
        property.location.toLowerCase().includes(needle)),
  );
}

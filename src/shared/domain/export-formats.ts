/** The files an export can be (issue 11); kept apart from the schemas so pages need no zod. */
export const CLIENT_EXPORT_FORMATS = ["csv", "xlsx", "vcf"] as const;
export const PROPERTY_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof CLIENT_EXPORT_FORMATS)[number];

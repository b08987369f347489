import type { Property } from "@shared/schemas/property";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { wholeListLoader } from "../whole-list/whole-list-loader";

const loadProperties = wholeListLoader<Property>("properties");

export const PROPERTIES_KEY = ["properties"] as const;

export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: PROPERTIES_KEY,
    queryFn: loadProperties,
  });

/** The signed-in agent's properties, newest first. */
export const useProperties = ({ isEnabled = true } = {}) =>
  useQuery({ ...propertiesQueryOptions(), enabled: isEnabled });

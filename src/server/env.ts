import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseEndpointHosts } from "@shared/domain/push-endpoint";
import { z } from "zod";
import type { UploadRules } from "./features/files/files.service";
import { readOrCreateVapidKeys, type VapidKeys } from "./features/push/vapid-keys";
import type { LogFormat } from "./http/request-log";
import type { S3Config } from "./storage/s3-storage";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const count = (what: string) =>
  z.coerce
    .number({ message: `must be a whole number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(0, `must be a whole number of ${what}`);
/** How many proxies in front append to X-Forwarded-For: `1`, or `true` (one) and `false` (none). */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, "must be the number of trusted proxy hops (0, 1, 2…)")
  .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)));

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a port number from 0 to 65535" })
    .int("must be a port number from 0 to 65535")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  APP_URL: z
    .url({ message: "must be the app's public URL, like https://crm.example.com" })
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Estate CRM <no-reply@estate-crm.local>"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  STORAGE_QUOTA_MB: count("megabytes").min(1, "must be at least 1 MB").default(2048),
  UPLOADS_PER_MINUTE: count("uploads").min(1, "must allow at least 1 upload").default(30),
  UPLOAD_GRACE_HOURS: count("hours").default(24),
  LEADS_PER_MINUTE: count("leads").min(1, "must allow at least 1 lead").default(120),
  TRUST_PROXY: proxyHops.default(0),
  LOG_REQUESTS: booleanFlag.default(true),
  LOG_FORMAT: z.enum(["json", "pretty"], { message: "must be json or pretty" }).optional(),
  SHUTDOWN_TIMEOUT_MS: count("milliseconds").default(10_000),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .regex(/^[\w.:[\], -]*$/, "must be a comma-separated list of host[:port]")
    .default(""),
  JOB_LEASE_SECONDS: count("seconds").min(1, "must be at least 1 second").default(60),
  POOL_STATS_SECONDS: count("seconds").default(0),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  /** Whether APP_URL was given: without it, links shown to agents follow their browser's address. */
  isAppUrlSet: boolean;
  authSecret: string;
  google?: { clientId: string; clientSecret: string };
  smtpUrl?: string;
  mailFrom: string;
  s3?: S3Config;
  uploads: UploadRules;
  /** Leads one webhook address takes a minute (a portal's burst), beyond which it answers 429. */
  leadsPerMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustedProxyHops: number;
  logRequests: boolean;
  /** JSON lines for log collectors; pretty lines for a person at a terminal. */
  logFormat: LogFormat;
  /** How long SIGTERM waits for the requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  push: PushConfig;
  /** How long a replica holds a claimed job before another may take it (it died meanwhile). */
  jobLeaseMs: number;
  /** Every so often, the log gets the request pool's waits and holds (PostgreSQL); 0: never. */
  poolStatsEveryMs: number;
};

export type PushConfig = VapidKeys & {
  /** `mailto:` or `https:`: whom a push service contacts about this server's messages. */
  subject: string;
  /** The operator's own push hosts, besides the browsers' push services. */
  endpointHosts: string[];
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment once; the only reader of process.env. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  isTerminal = Boolean(process.stdout.isTTY),
): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ""),
    isAppUrlSet: vars.APP_URL !== undefined,
    authSecret: vars.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    google: pair(
      "GOOGLE_CLIENT_ID",
      vars.GOOGLE_CLIENT_ID,
      "GOOGLE_CLIENT_SECRET",
      vars.GOOGLE_CLIENT_SECRET,
    )
      ? {
          clientId: vars.GOOGLE_CLIENT_ID as string,
          clientSecret: vars.GOOGLE_CLIENT_SECRET as string,
        }
      : undefined,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    s3: s3Config(vars),
    uploads: {
      quotaBytes: vars.STORAGE_QUOTA_MB * 1024 * 1024,
      perMinute: vars.UPLOADS_PER_MINUTE,
      graceMs: vars.UPLOAD_GRACE_HOURS * 60 * 60 * 1000,
    },
    leadsPerMinute: vars.LEADS_PER_MINUTE,
    trustedProxyHops: vars.TRUST_PROXY,
    logRequests: vars.LOG_REQUESTS,
    logFormat: vars.LOG_FORMAT ?? (isTerminal ? "pretty" : "json"),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    push: {
      ...(pair(
        "VAPID_PUBLIC_KEY",
        vars.VAPID_PUBLIC_KEY,
        "VAPID_PRIVATE_KEY",
        vars.VAPID_PRIVATE_KEY,
      )
        ? {
            publicKey: vars.VAPID_PUBLIC_KEY as string,
            privateKey: vars.VAPID_PRIVATE_KEY as string,
          }
        : readOrCreateVapidKeys(dataDir)),
      subject: vars.VAPID_SUBJECT ?? `mailto:${mailAddress(vars.MAIL_FROM)}`,
      endpointHosts: parseEndpointHosts(vars.PUSH_ENDPOINT_HOSTS),
    },
    jobLeaseMs: vars.JOB_LEASE_SECONDS * 1000,
    poolStatsEveryMs: vars.POOL_STATS_SECONDS * 1000,
  };
}

/** 'Estate CRM <no-reply@estate-crm.local>' → 'no-reply@estate-crm.local'. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

function s3Config(vars: z.infer<typeof envSchema>): S3Config | undefined {
  if (!vars.S3_BUCKET) {
    return undefined;
  }
  if (!vars.S3_ACCESS_KEY_ID || !vars.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration: S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required",
    );
  }
  return {
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    accessKeyId: vars.S3_ACCESS_KEY_ID,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

function pair(nameA: string, a: string | undefined, nameB: string, b: string | undefined): boolean {
  if (Boolean(a) !== Boolean(b)) {
    throw new ConfigError(
      `Invalid configuration: ${a ? nameB : nameA} is required when ${a ? nameA : nameB} is set`,
    );
  }
  return Boolean(a);
}

/** A fresh install signs its sessions with a secret generated once and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    return readFileSync(file, "utf8").trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

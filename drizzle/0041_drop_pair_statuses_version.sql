-- list_versions.pair_statuses gave way to hidden_pairs (0039, 0040): nothing reads it any more.
ALTER TABLE "list_versions" DROP COLUMN "pair_statuses";
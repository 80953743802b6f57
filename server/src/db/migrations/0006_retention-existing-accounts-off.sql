-- Hand-written data migration (decision 085): accounts that existed before retention was introduced
-- keep their CVs until they choose a retention period; only accounts created from now on start at
-- 180 days. Every row present now predates the column, so all of them are set to "off".
UPDATE "users" SET "retention_days" = NULL;

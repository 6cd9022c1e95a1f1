-- The one statement timed: MyISAM rebuilds the disabled key, by sorting when the sort file and
-- buffer allow it, else through the key cache, one row at a time. The thread state says which.
-- name: enable_keys
ALTER TABLE test_repair_cache ENABLE KEYS;

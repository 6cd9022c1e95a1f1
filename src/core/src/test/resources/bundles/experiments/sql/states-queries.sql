-- name: enable_keys
ALTER TABLE test_repair_cache ENABLE KEYS;
-- name: temp_scale_proc
-- stream
CALL temp_scale_proc(${rand:1:2000});

-- Seed 004 ("Performance comparison of Repair by Sorting or by Keycache"): the seed's table, a long
-- VARCHAR key in utf8, loaded with its non-unique keys disabled, so ENABLE KEYS rebuilds them.
-- The seed loads 2M rows with LOAD DATA; ${rows} generated rows show the same two modes, only faster.
DROP TABLE IF EXISTS test_repair_cache;
CREATE TABLE test_repair_cache (
  s_id BIGINT UNSIGNED NOT NULL,
  s_key VARCHAR(255) NOT NULL,
  s_value TEXT,
  PRIMARY KEY (s_id, s_key),
  INDEX (s_key, s_id)
) ENGINE=MyISAM DEFAULT CHARSET=utf8 PACK_KEYS=1;
ALTER TABLE test_repair_cache DISABLE KEYS;
INSERT INTO test_repair_cache SELECT seq, CONCAT(MD5(seq), '-', seq), REPEAT('x', 20) FROM seq_1_to_${rows};

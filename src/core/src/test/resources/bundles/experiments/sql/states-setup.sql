-- The states fixture: the seeds' two thread-state experiments in small: a MyISAM key rebuilt (a query) and a
-- procedure called by four sessions (a stream).
DROP TABLE IF EXISTS source_table;
CREATE TABLE source_table (id INT, name VARCHAR(20)) ENGINE=InnoDB;
INSERT INTO source_table SELECT seq, CONCAT('testing', seq) FROM seq_1_to_2000;
DROP PROCEDURE IF EXISTS temp_scale_proc;
DELIMITER GO
CREATE PROCEDURE temp_scale_proc(cnt INT)
BEGIN
    DROP TABLE IF EXISTS temp_tab;
    CREATE TEMPORARY TABLE temp_tab LIKE source_table;
    INSERT INTO temp_tab SELECT * FROM source_table;
    SELECT * FROM temp_tab WHERE id=cnt;
END
GO
DELIMITER ;
DROP TABLE IF EXISTS test_repair_cache;
CREATE TABLE test_repair_cache (s_id BIGINT UNSIGNED NOT NULL, s_key VARCHAR(255) NOT NULL, s_value TEXT,
  PRIMARY KEY (s_id, s_key), INDEX (s_key, s_id)) ENGINE=MyISAM DEFAULT CHARSET=utf8 PACK_KEYS=1;
ALTER TABLE test_repair_cache DISABLE KEYS;
INSERT INTO test_repair_cache SELECT seq, CONCAT(MD5(seq), '-', seq), REPEAT('x', 20) FROM seq_1_to_40000;

-- Seed 004 ("Create Table Like Scalability Issues"): a source table of 10,000 rows and the procedure
-- that copies it into a temporary table made LIKE it, then looks one row up.
-- The seed loads the rows with a loop procedure (load_table_proc); seq_1_to_10000 gives the same rows at once.
DROP TABLE IF EXISTS source_table;
CREATE TABLE source_table (id INT, name VARCHAR(20)) ENGINE=InnoDB;
INSERT INTO source_table SELECT seq, CONCAT('testing', seq) FROM seq_1_to_10000;

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

-- Seed 004's lock post: the table session A locks and session B makes a temporary table LIKE.
DROP TABLE IF EXISTS source_table;
CREATE TABLE source_table (id INT, name VARCHAR(20)) ENGINE=InnoDB;
INSERT INTO source_table SELECT seq, CONCAT('testing', seq) FROM seq_1_to_1000;

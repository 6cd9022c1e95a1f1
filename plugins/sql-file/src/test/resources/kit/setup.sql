-- A small table for the test kit's run; prepare runs this twice, so it must be repeatable.
DROP TABLE IF EXISTS t;
CREATE TABLE t (id INT PRIMARY KEY, grp INT NOT NULL, KEY (grp));
INSERT INTO t SELECT seq, seq % 10 FROM seq_1_to_1000;
-- A procedure with two result sets, made as the mysql client makes it (DELIMITER).
DROP PROCEDURE IF EXISTS two_results;
DELIMITER //
CREATE PROCEDURE two_results(k INT)
BEGIN
  SELECT COUNT(*) FROM t WHERE grp = k;
  SELECT k;
END //
DELIMITER ;

-- A small table for the test kit's run; prepare runs this twice, so it must be repeatable.
DROP TABLE IF EXISTS t;
CREATE TABLE t (id INT PRIMARY KEY, grp INT NOT NULL, KEY (grp));
INSERT INTO t SELECT seq, seq % 10 FROM seq_1_to_1000;

DROP TABLE IF EXISTS t;
CREATE TABLE t (id INT PRIMARY KEY, grp INT, v INT, KEY (grp), KEY (v, grp));
INSERT INTO t WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n < 199)
  SELECT a.n * 200 + b.n + 1, ((a.n * 200 + b.n) * 7919) % 997, ((a.n * 200 + b.n) * 104729) % 5000 FROM s a, s b WHERE b.n < 150;

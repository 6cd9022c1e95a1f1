-- name: by-group
SELECT grp, COUNT(*), SUM(v) FROM t GROUP BY grp;
-- name: self-join
SELECT COUNT(*) FROM t a JOIN t b ON a.grp = b.grp AND b.id < 200;

-- name: count
SELECT COUNT(*) FROM t;
-- name: by-group
SELECT grp, COUNT(*) FROM t WHERE grp < ${limit} GROUP BY grp;

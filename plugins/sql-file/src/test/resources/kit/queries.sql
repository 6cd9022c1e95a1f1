-- name: count
SELECT COUNT(*) FROM t;
-- name: by-group
SELECT grp, COUNT(*) FROM t WHERE grp < ${limit} GROUP BY grp;
-- name: point
-- stream
SELECT grp FROM t WHERE id = ${rand:1:1000};
-- name: read-group
-- mix: 3
SELECT COUNT(*) FROM t WHERE grp = ${rand:0:9};
-- name: temp-per-session
-- mix: 1
CREATE TEMPORARY TABLE IF NOT EXISTS tt_${thread} (id INT, n BIGINT);
-- name: call-two-results
-- mix: 1
CALL two_results(${rand:0:9});

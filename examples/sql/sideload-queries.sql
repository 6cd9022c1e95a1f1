-- The users' short queries: one point select per arrival.
-- name: point-select
-- stream
SELECT name, balance FROM users WHERE id = ${rand:1:200000};

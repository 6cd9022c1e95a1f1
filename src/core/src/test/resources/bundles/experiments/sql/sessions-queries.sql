-- The workload's own query, before the scripted sessions: the table is there and readable.
-- name: rows
SELECT COUNT(*) FROM source_table;

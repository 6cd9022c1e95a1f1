-- Measured statements for examples/sql-file.yaml. Each "-- name:" names the next statement.

-- name: revenue-by-region
SELECT c.region, COUNT(*) AS orders, SUM(o.amount) AS revenue
FROM orders o JOIN customers c ON c.id = o.customer_id
GROUP BY c.region ORDER BY revenue DESC;

-- name: top-customers-2023
SELECT o.customer_id, SUM(o.amount) AS spent
FROM orders o
WHERE o.ordered BETWEEN DATE '2023-01-01' AND DATE '2023-12-31'
GROUP BY o.customer_id ORDER BY spent DESC, o.customer_id LIMIT 10;

-- name: open-orders-scan
SELECT COUNT(*), AVG(LENGTH(note)) FROM orders WHERE status = 'O';

-- name: derived-vs-join
SELECT t.region, AVG(t.spent) FROM (
  SELECT c.region, o.customer_id, SUM(o.amount) AS spent
  FROM orders o JOIN customers c ON c.id = o.customer_id
  GROUP BY c.region, o.customer_id) t
GROUP BY t.region ORDER BY t.region;

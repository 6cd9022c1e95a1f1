SELECT ol_number, SUM(ol_quantity) AS sum_qty, SUM(ol_amount) AS sum_amount, AVG(ol_quantity) AS avg_qty,
       AVG(ol_amount) AS avg_amount, COUNT(*) AS count_order
FROM order_line
WHERE ol_delivery_d > '2007-01-02 00:00:00'
GROUP BY ol_number
ORDER BY ol_number

SELECT SUBSTRING(c_state FROM 1 FOR 1) AS country, COUNT(*) AS numcust, SUM(c_balance) AS totacctbal
FROM customer
WHERE SUBSTRING(c_phone FROM 1 FOR 1) IN ('1', '2', '3', '4', '5', '6', '7')
  AND c_balance > (SELECT AVG(c_balance) FROM customer
                   WHERE c_balance > 0.00 AND SUBSTRING(c_phone FROM 1 FOR 1) IN ('1', '2', '3', '4', '5', '6', '7'))
  AND NOT EXISTS (SELECT * FROM orders WHERE o_c_id = c_id AND o_w_id = c_w_id AND o_d_id = c_d_id)
GROUP BY SUBSTRING(c_state FROM 1 FOR 1)
ORDER BY SUBSTRING(c_state FROM 1 FOR 1)

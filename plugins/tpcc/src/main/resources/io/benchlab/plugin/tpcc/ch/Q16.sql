SELECT i_name, SUBSTRING(i_data FROM 1 FOR 3) AS brand, i_price, COUNT(DISTINCT MOD(s_w_id * s_i_id, 10000)) AS supplier_cnt
FROM stock, item
WHERE i_id = s_i_id AND i_data NOT LIKE 'zz%'
  AND MOD(s_w_id * s_i_id, 10000) NOT IN (SELECT su_suppkey FROM supplier WHERE su_comment LIKE '%bad%')
GROUP BY i_name, brand, i_price
ORDER BY supplier_cnt DESC

-- Q15 Top Supplier. :1 = DATE. The specification's view revenue0 is a common table expression here.
WITH revenue0 AS (
  SELECT
    l_suppkey AS supplier_no,
    SUM(l_extendedprice * (1 - l_discount)) AS total_revenue
  FROM
    lineitem
  WHERE
    l_shipdate >= DATE ':1'
    AND l_shipdate < DATE ':1' + INTERVAL 3 MONTH
  GROUP BY
    l_suppkey
)
SELECT
  s_suppkey,
  s_name,
  s_address,
  s_phone,
  total_revenue
FROM
  supplier,
  revenue0
WHERE
  s_suppkey = supplier_no
  AND total_revenue = (
    SELECT
      MAX(total_revenue)
    FROM
      revenue0
  )
ORDER BY
  s_suppkey

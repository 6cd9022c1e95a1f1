SELECT 100.00 * SUM(CASE WHEN i_data LIKE 'PR%' THEN ol_amount ELSE 0 END) / (1 + SUM(ol_amount)) AS promo_revenue
FROM order_line, item
WHERE ol_i_id = i_id AND ol_delivery_d >= '2007-01-02 00:00:00' AND ol_delivery_d < '2020-01-02 00:00:00'

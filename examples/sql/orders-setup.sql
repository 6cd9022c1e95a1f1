-- A small order-entry schema for examples/sql-file.yaml: customers and 20,000 orders,
-- generated with a digits cross join so it runs on MariaDB and MySQL alike.
DROP TABLE IF EXISTS orders;
DROP TABLE IF EXISTS customers;
DROP TABLE IF EXISTS digits;

CREATE TABLE digits (d INT PRIMARY KEY);
INSERT INTO digits VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9);

CREATE TABLE customers (
  id INT PRIMARY KEY,
  name VARCHAR(40) NOT NULL,
  region VARCHAR(12) NOT NULL,
  signup DATE NOT NULL
) ENGINE=InnoDB;

INSERT INTO customers
SELECT a.d * 1000 + b.d * 100 + c.d * 10 + e.d + 1,
       CONCAT('customer-', a.d, b.d, c.d, e.d),
       ELT(1 + (a.d + b.d + c.d + e.d) % 5, 'AFRICA', 'AMERICA', 'ASIA', 'EUROPE', 'MIDDLE EAST'),
       DATE '2020-01-01' + INTERVAL ((a.d * 1000 + b.d * 100 + c.d * 10 + e.d) % 1500) DAY
FROM digits a, digits b, digits c, digits e;

CREATE TABLE orders (
  id INT PRIMARY KEY,
  customer_id INT NOT NULL,
  ordered DATE NOT NULL,
  status CHAR(1) NOT NULL,
  amount DECIMAL(12,2) NOT NULL,
  note VARCHAR(800) NOT NULL,
  KEY ix_customer (customer_id),
  KEY ix_ordered (ordered)
) ENGINE=InnoDB;

-- Wide rows (notes of 500-800 characters): 20,000 orders make about 16 MB of InnoDB pages, twice
-- the small variant's buffer pool, while setup and every query stay quick. Each customer's orders
-- are adjacent (customer_id = 1 + (n - 1) DIV 2), as when orders arrive customer by customer.
INSERT INTO orders
SELECT n, 1 + (n - 1) DIV 2,
       DATE '2021-01-01' + INTERVAL (n * 31) % 1400 DAY,
       ELT(1 + n % 3, 'O', 'F', 'P'),
       ((n * 104729) % 100000) / 100,
       REPEAT(CHAR(65 + n % 26), 500 + n % 300)
FROM (SELECT a.d * 10000 + b.d * 1000 + c.d * 100 + e.d * 10 + f.d + 1 AS n
      FROM digits a, digits b, digits c, digits e, digits f WHERE a.d < 2) seq;

ANALYZE TABLE customers, orders;

-- Seed 000's side-load post: the users' table the measured point selects read, and a big table
-- nobody reads, which a side load drops in the middle of the run.
DROP TABLE IF EXISTS users;
CREATE TABLE users (id INT PRIMARY KEY, name VARCHAR(32), balance INT) ENGINE=InnoDB;
INSERT INTO users SELECT seq, CONCAT('user', seq), seq MOD 1000 FROM seq_1_to_200000;
DROP TABLE IF EXISTS big;
CREATE TABLE big (id INT PRIMARY KEY, pad CHAR(200)) ENGINE=InnoDB;
INSERT INTO big SELECT seq, REPEAT('x', 200) FROM seq_1_to_${bigRows};

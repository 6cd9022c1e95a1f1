-- mysqlslap --concurrency=10 --iteration=100 --query="call test.temp_scale_proc(1+(RAND() * 10000))":
-- each of the stream's sessions calls the procedure with a number from 1 to 10,000 of its own.
-- name: temp_scale_proc
-- stream
CALL temp_scale_proc(${rand:1:10000});

package io.benchlab.plugin.insertstream;

import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One operation = one query, chosen uniformly among those on existing secondary indexes; the seek
 * key comes from a freshly generated row (so it follows the inserted value distribution) and the
 * current time. Reads all returned rows. Returns 1 (unit: queries).
 */
final class IiBenchQueryWorker implements StreamWorker {
    private final IiBenchConfig config;
    private final List<IiBenchSql.Query> queries;
    private PreparedStatement[] statements;

    IiBenchQueryWorker(IiBenchConfig config, List<IiBenchSql.Query> queries) {
        this.config = config;
        this.queries = queries;
    }

    @Override
    public void open(Connection c) throws SQLException {
        statements = new PreparedStatement[queries.size()];
        for (int i = 0; i < statements.length; i++) {
            statements[i] = c.prepareStatement(queries.get(i).sql());
        }
    }

    @Override
    public long execute(Connection c, SplittableRandom random) throws SQLException {
        int which = random.nextInt(statements.length);
        PreparedStatement ps = statements[which];
        IiBenchRows.Row seek = IiBenchRows.next(config, random);
        LocalDateTime when = LocalDateTime.now().withNano(0).minusSeconds(random.nextInt(60));
        List<String> params = queries.get(which).parameters();
        for (int i = 0; i < params.size(); i++) {
            switch (params.get(i)) {
                case "price" -> {
                    if (seek.price() instanceof Float f) {
                        ps.setFloat(i + 1, f);
                    } else {
                        ps.setInt(i + 1, seek.price().intValue());
                    }
                }
                case "customerid" -> ps.setInt(i + 1, seek.customerid());
                case "cashregisterid" -> ps.setInt(i + 1, seek.cashregisterid());
                case "productid" -> ps.setInt(i + 1, seek.productid());
                case "dateandtime" -> ps.setObject(i + 1, when);
                default -> throw new IllegalStateException("unknown query parameter " + params.get(i));
            }
        }
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                rs.getObject(1);
            }
        }
        if (!c.getAutoCommit()) {
            c.commit();
        }
        return 1;
    }

    @Override
    public void close() {
        if (statements != null) {
            for (PreparedStatement ps : statements) {
                try {
                    ps.close();
                } catch (SQLException e) {
                    // best effort
                }
            }
        }
    }
}

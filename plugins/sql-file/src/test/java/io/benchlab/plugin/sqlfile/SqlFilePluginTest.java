package io.benchlab.plugin.sqlfile;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The kit's suite on a setup script and two named queries with a substituted variable. */
class SqlFilePluginTest extends AbstractWorkloadPluginTest {

    @Override
    protected WorkloadPlugin plugin() {
        return new SqlFilePlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("setup", resource("kit/setup.sql"), "queries", resource("kit/queries.sql"), "schema", "kit_sql_file",
                "variables", List.of("limit=5"));
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("variables", List.of("no equals sign")));
    }

    private static String resource(String name) {
        try {
            return Path.of(SqlFilePluginTest.class.getClassLoader().getResource(name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}

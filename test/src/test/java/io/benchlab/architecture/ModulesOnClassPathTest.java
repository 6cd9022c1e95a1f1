package io.benchlab.architecture;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The architecture rules can only fire on modules they see: every module's classes must be on this class path. */
class ModulesOnClassPathTest {
    @ParameterizedTest
    @ValueSource(strings = {"io.benchlab.api.WorkloadPlugin", "io.benchlab.core.run.ExperimentRunner", "io.benchlab.cli.Main",
            "io.benchlab.gui.MainWindow", "io.benchlab.plugin.sqlfile.SqlFilePlugin", "io.benchlab.plugin.ssb.SsbWorkloadPlugin",
            "io.benchlab.plugin.dbt3.Dbt3WorkloadPlugin", "io.benchlab.plugin.insertstream.IiBenchPlugin", "io.benchlab.plugin.oltp.OltpPlugin",
            "io.benchlab.dataset.ssb.SsbDatasetProvider", "io.benchlab.dataset.tpch.TpchDatasetProvider"})
    void moduleIsAnalysed(String className) {
        assertDoesNotThrow(() -> Class.forName(className, false, getClass().getClassLoader()), className + " is not on the class path");
    }
}

package io.benchlab.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.bundle.Records.VariantRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Server values in the units the experiment wrote them in: R1's 8M and 256M, not 8388608 and 268435456. */
class SettingTextTest {

    private static VariantRecord variant(String name, Map<String, Object> requested) {
        return new VariantRecord(name, "managed", "MARIADB", "11.4.5", requested, Map.of(), Map.of(), Map.of(), Map.of(), false, "", null, null);
    }

    private static final List<VariantRecord> R1 = List.of(
            variant("bp-8M", Map.of("innodb_buffer_pool_size", "8M", "innodb_old_blocks_time", 0)),
            variant("bp-256M", Map.of("innodb_buffer_pool_size", "256M", "innodb_old_blocks_time", 1000)),
            variant("default", Map.of()));

    @Test
    void aSizeTheExperimentWroteReadsAsItWroteIt() {
        assertEquals("8M", SettingText.of(R1, "bp-8M").text("innodb_buffer_pool_size", "8388608"));
        assertEquals("256M", SettingText.of(R1, "bp-256M").text("innodb_buffer_pool_size", "268435456"));
        assertEquals("256M", SettingText.of(R1, "bp-256M").text("INNODB-BUFFER-POOL-SIZE", "268435456"), "names as the catalog normalises them");
    }

    @Test
    void anotherVariantsValueOfThatVariableReadsInTheExperimentsUnit() {
        assertEquals("128M", SettingText.of(R1, "default").text("innodb_buffer_pool_size", "134217728"), "the server's default");
        Map<String, Object> asked = new LinkedHashMap<>();
        asked.put("sort_buffer_size", "256K");
        List<VariantRecord> mixed = List.of(variant("a", asked), variant("b", Map.of("sort_buffer_size", "4M")), variant("c", Map.of()));
        assertEquals("4M", SettingText.of(mixed, "c").text("sort_buffer_size", "4194304"), "the largest of the units that divides");
        assertEquals("256K", SettingText.of(mixed, "c").text("sort_buffer_size", "262144"));
        assertEquals("5000", SettingText.of(mixed, "c").text("sort_buffer_size", "5000"), "no unit divides: the server's text");
    }

    @Test
    void aValueTheServerRoundedReadsAsTheServerTookIt() {
        List<VariantRecord> rounded = List.of(variant("odd", Map.of("innodb_buffer_pool_size", "5M")));
        assertEquals("6M", SettingText.of(rounded, "odd").text("innodb_buffer_pool_size", "6291456"), "not the 5M asked for");
    }

    @Test
    void otherValuesAreTheServersText() {
        SettingText t = SettingText.of(R1, "bp-8M");
        assertEquals("0", t.text("innodb_old_blocks_time", "0"));
        assertEquals("1048576", t.text("innodb_buffer_pool_chunk_size", "1048576"), "a variable the experiment never wrote");
        assertEquals("ON", t.text("innodb_buffer_pool_size", "ON"));
        assertEquals("151", SettingText.NONE.text("max_connections", "151"));
    }
}

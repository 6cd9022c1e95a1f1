package io.benchlab.plugin.sqlfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.WorkloadException;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlaceholdersTest {
    @Test
    void variablesAreReplacedOnceAndFunctionsAtEveryExecution() throws WorkloadException {
        String text = Placeholders.substituteVariables("CALL ${db}.p(${rand:1:3}, ${seq}, ${thread})", Map.of("db", "test"), "q.sql");
        assertEquals("CALL test.p(${rand:1:3}, ${seq}, ${thread})", text);
        Placeholders.Template t = Placeholders.compile(text, "q.sql line 1");
        SplittableRandom r = new SplittableRandom(7);
        Set<String> seen = new HashSet<>();
        for (int i = 1; i <= 200; i++) {
            String sql = t.render(r, 4, i);
            assertTrue(sql.matches("CALL test\\.p\\([123], " + i + ", 4\\)"), sql);
            seen.add(sql.substring(12, 13));
        }
        assertEquals(Set.of("1", "2", "3"), seen, "MIN and MAX both come up");
        assertEquals(t.render(new SplittableRandom(7), 1, 1), t.render(new SplittableRandom(7), 1, 1), "the same seed, the same statement");
    }

    @Test
    void anUnknownNameOrFunctionIsOneLineWithFileAndLine() {
        String m = assertThrows(WorkloadException.class,
                () -> Placeholders.substituteVariables("SELECT 1;\nSELECT ${rnd:1:10};", Map.of(), "q.sql")).getMessage();
        assertTrue(m.startsWith("q.sql line 2: ${rnd:1:10} is no function") && m.contains("${rand:MIN:MAX}"), m);
        m = assertThrows(WorkloadException.class, () -> Placeholders.substituteVariables("SELECT ${limit}", Map.of(), "q.sql")).getMessage();
        assertTrue(m.contains("${limit} is neither given in parameters.variables nor a function"), m);
        m = assertThrows(WorkloadException.class, () -> Placeholders.compile("SELECT ${rand:10:1}", "q.sql line 1")).getMessage();
        assertTrue(m.contains("MIN above MAX") && m.contains("${rand:1:10}"), m);
        m = assertThrows(WorkloadException.class, () -> Placeholders.compile("SELECT ${rand:a:b}", "q.sql line 1")).getMessage();
        assertTrue(m.contains("whole numbers"), m);
    }
}

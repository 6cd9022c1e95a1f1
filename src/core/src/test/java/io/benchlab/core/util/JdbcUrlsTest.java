package io.benchlab.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class JdbcUrlsTest {
    @Test
    void userInfoPasswordIsFoundAndRedacted() {
        String url = "jdbc:mysql://bench:s3cr%40t@db.example:3306/x";
        assertEquals(new JdbcUrls.Credentials("bench", "s3cr@t"), JdbcUrls.credentials(url));
        assertEquals("jdbc:mysql://bench:***@db.example:3306/x", JdbcUrls.redact(url));
    }

    @Test
    void passwordPropertiesAreFoundAndRedacted() {
        String url = "jdbc:mariadb://db:3306/?user=u&password=hunter2&sslMode=DISABLED";
        assertEquals("hunter2", JdbcUrls.credentials(url).password());
        assertEquals("jdbc:mariadb://db:3306/?user=u&password=***&sslMode=DISABLED", JdbcUrls.redact(url));
        assertEquals("jdbc:mysql://(host=h,password=***)/", JdbcUrls.redact("jdbc:mysql://(host=h,password=p)/"));
    }

    @Test
    void redactionWorksInsideAnyTextAndLeavesTheRestAlone() {
        String yaml = "server:\n  url: jdbc:mysql://root:pw@127.0.0.1:3306/\n  user: root\nname: password=x\n";
        String r = JdbcUrls.redact(yaml);
        assertFalse(r.contains(":pw@"), r);
        assertTrue(r.contains("name: password=x"), "only URLs are touched: " + r);
    }

    @Test
    void urlsWithoutCredentialsAreUnchanged() {
        String url = "jdbc:mysql://user@db:3306/?sslMode=DISABLED";
        assertNull(JdbcUrls.credentials(url).password());
        assertEquals("user", JdbcUrls.credentials(url).user());
        assertEquals(url, JdbcUrls.redact(url));
        assertFalse(JdbcUrls.credentials("jdbc:mysql://db:3306/").toString().contains("db"));
    }
}

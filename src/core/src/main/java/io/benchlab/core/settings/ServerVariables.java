package io.benchlab.core.settings;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.util.Json;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A variant's whole server configuration as the server reported it once the variant's settings
 * were applied: every {@code SHOW GLOBAL VARIABLES} row, the session values of the variables the
 * experiment sets per session (which the global list does not show), and which names the
 * experiment set. One record per variant in {@code servervariables.jsonl}; {@link VariableDiff}
 * compares them.
 *
 * <p>On a cluster the record describes the node the benchmark session runs on ({@code node}),
 * and {@code otherNodes} holds every other node's variables: a variant's {@code nodeSettings}
 * change one node only, so one node's list would hide them. A single server has neither (and
 * bundles written before clusters read as single servers).
 *
 * @param variant    the variant
 * @param version    the server's {@code @@version}
 * @param global     every global variable, lower-case name → value
 * @param session    the benchmark session's values of the variables set per session
 * @param setByUser  the variables the experiment set (session, global or start-up), normalised names
 * @param node       on a cluster, the name of the node described above (the writing node); else null
 * @param otherNodes on a cluster, every other node by name, in the cluster's order; else empty
 */
public record ServerVariables(String variant, String version, Map<String, String> global, Map<String, String> session,
                              List<String> setByUser, @JsonInclude(JsonInclude.Include.NON_NULL) String node,
                              @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, NodeVariables> otherNodes) {

    public ServerVariables {
        global = new TreeMap<>(global);
        session = new TreeMap<>(session);
        setByUser = List.copyOf(new TreeSet<>(setByUser));
        otherNodes = otherNodes == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(otherNodes));
    }

    /** One server. */
    public ServerVariables(String variant, String version, Map<String, String> global, Map<String, String> session, List<String> setByUser) {
        this(variant, version, global, session, setByUser, null, Map.of());
    }

    /**
     * A cluster node other than the one the benchmark session runs on (so no session values).
     *
     * @param version   the node's {@code @@version}
     * @param global    every global variable, lower-case name → value
     * @param setByUser the variables the experiment set on this node (start-up options, its {@code nodeSettings})
     */
    public record NodeVariables(String version, Map<String, String> global, List<String> setByUser) {
        public NodeVariables {
            global = new TreeMap<>(global);
            setByUser = List.copyOf(new TreeSet<>(setByUser));
        }

        /** Reads the global variables on {@code c}, a connection to the node. */
        public static NodeVariables read(Connection c, Collection<String> setByUser) throws SQLException {
            Map<String, String> global = globals(c);
            return new NodeVariables(global.get("version"), global, setByUser.stream().map(VariableCatalog::normalise).toList());
        }
    }

    /** Whether this is a cluster's record (variables per node). */
    public boolean clustered() {
        return node != null;
    }

    /**
     * Each node's variables as a record of its own, by node name in the cluster's order (the
     * writing node first, with the session values); a single server: itself under {@code ""}.
     */
    public Map<String, ServerVariables> byNode() {
        Map<String, ServerVariables> out = new LinkedHashMap<>();
        out.put(node == null ? "" : node, new ServerVariables(variant, version, global, session, setByUser));
        otherNodes.forEach((name, n) -> out.put(name, new ServerVariables(variant, n.version(), n.global(), Map.of(), n.setByUser())));
        return out;
    }

    /** Reads the global variables on {@code c}; {@code session} are values already read on the benchmark connection. */
    public static ServerVariables read(Connection c, String variant, Map<String, String> session, Collection<String> setByUser)
            throws SQLException {
        Map<String, String> global = globals(c);
        Map<String, String> sessionValues = new TreeMap<>();
        session.forEach((k, v) -> sessionValues.put(VariableCatalog.normalise(k), v));
        return new ServerVariables(variant, global.get("version"), global, sessionValues,
                setByUser.stream().map(VariableCatalog::normalise).toList());
    }

    private static Map<String, String> globals(Connection c) throws SQLException {
        Map<String, String> global = new TreeMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW GLOBAL VARIABLES")) {
            while (rs.next()) {
                global.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
            }
        }
        return global;
    }

    /** The value the variant's queries saw: the session value where the experiment set one, else the global. */
    public String value(String name) {
        return session.containsKey(name) ? session.get(name) : global.get(name);
    }

    public boolean has(String name) {
        return session.containsKey(name) || global.containsKey(name);
    }

    /** The same record under another label (comparing two bundles whose variants share a name). */
    public ServerVariables as(String label) {
        return new ServerVariables(label, version, global, session, setByUser, node, otherNodes);
    }

    /** Typed records from a bundle's JSON lines. */
    public static List<ServerVariables> of(List<JsonNode> records) {
        try {
            return records.stream().map(n -> Json.mapper().convertValue(n, ServerVariables.class)).toList();
        } catch (IllegalArgumentException e) {
            throw new BenchlabException("the bundle's server variables are unreadable: " + e.getMessage().lines().findFirst().orElse(""), e);
        }
    }
}

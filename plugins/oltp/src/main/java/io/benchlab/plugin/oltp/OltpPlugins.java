package io.benchlab.plugin.oltp;

/**
 * The family's plugins as ServiceLoader finds them: one public class per script (ServiceLoader
 * instantiates classes, not enum constants), listed in META-INF/services.
 */
public final class OltpPlugins {
    private OltpPlugins() {
    }

    public static final class ReadOnly extends OltpPlugin {
        public ReadOnly() {
            super(OltpScript.OLTP_READ_ONLY);
        }
    }

    public static final class ReadWrite extends OltpPlugin {
        public ReadWrite() {
            super(OltpScript.OLTP_READ_WRITE);
        }
    }

    public static final class WriteOnly extends OltpPlugin {
        public WriteOnly() {
            super(OltpScript.OLTP_WRITE_ONLY);
        }
    }

    public static final class UpdateIndex extends OltpPlugin {
        public UpdateIndex() {
            super(OltpScript.OLTP_UPDATE_INDEX);
        }
    }

    public static final class UpdateNonIndex extends OltpPlugin {
        public UpdateNonIndex() {
            super(OltpScript.OLTP_UPDATE_NON_INDEX);
        }
    }

    public static final class Delete extends OltpPlugin {
        public Delete() {
            super(OltpScript.OLTP_DELETE);
        }
    }

    public static final class Insert extends OltpPlugin {
        public Insert() {
            super(OltpScript.OLTP_INSERT);
        }
    }

    public static final class PointSelect extends OltpPlugin {
        public PointSelect() {
            super(OltpScript.OLTP_POINT_SELECT);
        }
    }

    public static final class BulkInsert extends OltpPlugin {
        public BulkInsert() {
            super(OltpScript.BULK_INSERT);
        }
    }

    public static final class SelectRandomPoints extends OltpPlugin {
        public SelectRandomPoints() {
            super(OltpScript.SELECT_RANDOM_POINTS);
        }
    }

    public static final class SelectRandomRanges extends OltpPlugin {
        public SelectRandomRanges() {
            super(OltpScript.SELECT_RANDOM_RANGES);
        }
    }
}

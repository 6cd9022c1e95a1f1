package io.benchlab.gui;

import io.benchlab.core.bundle.Bundle;
import java.util.ArrayList;
import java.util.List;

/**
 * Which runs "what is on screen" means for File › Export HTML report: on the Compare tab the two
 * compared bundles (once each), elsewhere the run selected in Results.
 */
public final class ReportExport {
    private ReportExport() {
    }

    /**
     * @param comparing whether the Compare tab is showing
     * @param selected  the run selected in Results (may be null)
     * @param left      Compare's side A (may be null)
     * @param right     Compare's side B (may be null)
     */
    public static List<Bundle> onScreen(boolean comparing, Bundle selected, Bundle left, Bundle right) {
        List<Bundle> out = new ArrayList<>();
        if (comparing) {
            for (Bundle b : new Bundle[] {left, right}) {
                if (b != null && out.stream().noneMatch(o -> o.dir().equals(b.dir()))) {
                    out.add(b);
                }
            }
        } else if (selected != null) {
            out.add(selected);
        }
        return out;
    }

    /** A file name for the save dialog: the first run's id, plus "-vs-N" for more runs. */
    public static String suggestedName(List<Bundle> bundles) {
        if (bundles.isEmpty()) {
            return "benchlab-report.html";
        }
        return bundles.get(0).id() + (bundles.size() > 1 ? "-vs-" + (bundles.size() - 1) : "") + ".html";
    }
}

import io.benchlab.gui.Theme;
import io.benchlab.gui.results.ResultsView;
import io.benchlab.gui.results.ResultsViewModel;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;

/**
 * How long the desktop app takes to open a bundle: from asking the Results view for it to the
 * first frame of its Streams tab drawn (a snapshot of the scene, which forces layout, CSS and the
 * charts' painting). Run by scripts/bench-long-stream.sh under Xvfb; prints seconds, best of three
 * openings of the same bundle in one JVM after one opening to warm the JIT (the first is printed too).
 */
public class GuiOpenBench {
    public static void main(String[] args) throws Exception {
        Path bundle = Path.of(args[0]);
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Platform.setImplicitExit(false); // each opening closes its window; the toolkit must outlive the first
        double first = open(bundle);
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            best = Math.min(best, open(bundle));
        }
        System.out.printf(Locale.ROOT, "gui_open_first_s %.2f%ngui_open_best_s %.2f%n", first, best);
        Platform.exit();
    }

    private static double open(Path bundle) throws Exception {
        double[] seconds = new double[1];
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            long t0 = System.nanoTime();
            ResultsViewModel vm = new ResultsViewModel(bundle.getParent());
            ResultsView view = new ResultsView(vm, new Theme(false));
            Stage stage = new Stage();
            Scene scene = new Scene(view.root(), 1400, 900);
            stage.setScene(scene);
            stage.show();
            vm.open(bundle);
            view.showStreams();
            WritableImage frame = scene.snapshot(null);
            seconds[0] = (System.nanoTime() - t0) / 1e9;
            stage.close();
            if (frame.getWidth() < 1) {
                throw new IllegalStateException("nothing drawn");
            }
            done.countDown();
        });
        if (!done.await(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the Results view did not open the bundle in 120 s");
        }
        return seconds[0];
    }
}

package io.benchlab.gui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.testfx.api.FxRobot;

/** Saves a PNG of a scene (rendered by Monocle's software pipeline) under target/screenshots. */
final class Screenshots {
    static final Path DIR = Path.of("target", "screenshots");

    private Screenshots() {
    }

    static Path save(FxRobot robot, Scene scene, String name) throws IOException {
        WritableImage[] holder = new WritableImage[1];
        robot.interact(() -> holder[0] = scene.snapshot(null));
        WritableImage img = holder[0];
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        PixelReader r = img.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, r.getArgb(x, y));
            }
        }
        Files.createDirectories(DIR);
        Path file = DIR.resolve(name + ".png");
        ImageIO.write(out, "png", file.toFile());
        return file;
    }
}

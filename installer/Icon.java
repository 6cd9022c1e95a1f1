import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Draws benchlab's icon (three bars of a comparison on a rounded tile) into a PNG, so the
 * installers need no binary in the repository:  java installer/Icon.java OUT.png [SIZE]
 */
public final class Icon {
    public static void main(String[] args) throws Exception {
        int size = args.length > 1 ? Integer.parseInt(args[1]) : 256;
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(0x1f, 0x3a, 0x5f));
        int arc = size / 5;
        g.fillRoundRect(0, 0, size, size, arc, arc);
        int[] heights = {45, 80, 60};
        Color[] colors = {new Color(0x8e, 0xc5, 0xff), new Color(0xff, 0xb3, 0x47), new Color(0x8e, 0xc5, 0xff)};
        int bar = size / 6;
        int gap = size / 12;
        int left = (size - 3 * bar - 2 * gap) / 2;
        int base = size - size / 6;
        for (int i = 0; i < 3; i++) {
            int h = heights[i] * (base - size / 6) / 100;
            g.setColor(colors[i]);
            g.fillRoundRect(left + i * (bar + gap), base - h, bar, h, bar / 3, bar / 3);
        }
        g.dispose();
        ImageIO.write(img, "png", new File(args[0]));
    }
}

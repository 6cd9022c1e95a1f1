package io.benchlab.core.history;

/**
 * The empirical divergence Q̂ of Matteson &amp; James (α = 1) between two adjacent segments of a
 * series, z[s, τ) and z[τ, κ), maximised over τ and κ within a segment [s, e):
 * <pre>
 *   Q̂ = 2/(n+m) Σ|x−y| − 2m/((n+m)(n−1)) Σ_{i&lt;k}|x_i−x_k| − 2n/((n+m)(m−1)) Σ_{j&lt;k}|y_j−y_k|
 * </pre>
 * (n = τ − s, m = κ − τ; a within-term of a one-point segment is 0). Each sum is grown one point at a
 * time from prefix sums of the distance matrix's columns, so a segment of w points costs O(w²).
 */
final class Divergence {
    private final double[] z;

    Divergence(double[] z) {
        this.z = z;
    }

    /** The best split of a segment and its Q̂. */
    record Candidate(int index, double q) {
    }

    /**
     * The τ maximising Q̂ over s &lt; τ &lt; κ ≤ e. Ties go to the smallest τ, then κ; a segment
     * where no split scores above 0 gives τ = s + 1 (as Otava's argmax over its Q matrix, whose
     * unused cells are 0, does).
     */
    Candidate candidate(int s, int e) {
        int len = e - s;
        // col[k][t] = Σ_{i=s}^{s+t-1} |z_i − z_{s+k}|: the distances from point s+k to the first t points
        double[][] col = new double[len][len + 1];
        for (int k = 0; k < len; k++) {
            double acc = 0;
            for (int t = 0; t < len; t++) {
                acc += Math.abs(z[s + t] - z[s + k]);
                col[k][t + 1] = acc;
            }
        }
        double bestQ = Double.NEGATIVE_INFINITY;
        int bestTau = s + 1;
        double withinX = 0; // Σ_{s≤i<k<τ} |z_i − z_k|
        for (int tau = s + 1; tau < e; tau++) {
            int n = tau - s;
            withinX += col[tau - 1 - s][n - 1]; // the point τ−1 joins X: its distances to the points before it
            double cross = 0;
            double withinY = 0;
            int row = tau - s - 1; // Otava's Q matrix row; cells left of the diagonal are 0
            if (row > 0 && 0 > bestQ) {
                bestQ = 0;
                bestTau = tau;
            }
            for (int kappa = tau + 1; kappa <= e; kappa++) {
                int j = kappa - 1 - s; // the point κ−1 joins Y
                cross += col[j][n];
                withinY += col[j][j] - col[j][n];
                int m = kappa - tau;
                double total = n + m;
                double q = 2 / total * cross
                        - (n > 1 ? 2.0 * m / (total * (n - 1)) * withinX : 0)
                        - (m > 1 ? 2.0 * n / (total * (m - 1)) * withinY : 0);
                if (q > bestQ) {
                    bestQ = q;
                    bestTau = tau;
                }
            }
        }
        return new Candidate(bestTau, bestQ);
    }
}

/**
 * The resolved run plan: what the engine runs, made once from a checked experiment file
 * ({@code io.benchlab.core.experiment.RunPlanner}) before anything starts. Records and enums only,
 * no I/O: every default is already applied (from {@code ExperimentDefaults}), every duration is a
 * {@link java.time.Duration}, every closed vocabulary an enum. The engine ({@code core.run},
 * {@code core.stream}) reads this instead of the file model, so a field's default and its reading
 * have one home (ArchitectureTest).
 */
package io.benchlab.core.plan;

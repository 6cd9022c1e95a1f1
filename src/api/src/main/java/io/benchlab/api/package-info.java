/**
 * The benchlab plugin API: everything a workload or dataset plugin may see.
 *
 * <p>A plugin jar depends on this artifact at {@code provided} scope and registers its
 * {@link io.benchlab.api.WorkloadPlugin} or {@link io.benchlab.api.DatasetProvider} in
 * {@code META-INF/services}. The engine finds it with {@link java.util.ServiceLoader}, each
 * dropped-in jar in its own class loader that sees only {@code io.benchlab.api} and the JDK.
 *
 * <p>Compatibility: {@link io.benchlab.api.WorkloadPlugin#API_VERSION} changes when a type here
 * changes incompatibly; the engine refuses plugins built for another major version.
 */
package io.benchlab.api;

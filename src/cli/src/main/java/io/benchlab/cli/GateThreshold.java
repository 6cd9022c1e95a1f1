package io.benchlab.cli;

import io.benchlab.core.stats.RegressionGate;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --fail-on-regression}: a threshold that cannot be read is a usage error (64) saying which forms work, before anything runs. */
final class GateThreshold implements ITypeConverter<RegressionGate> {
    @Override
    public RegressionGate convert(String value) {
        try {
            return RegressionGate.parse(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}

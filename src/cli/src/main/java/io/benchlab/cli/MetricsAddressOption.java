package io.benchlab.cli;

import io.benchlab.core.experiment.MetricsAddress;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --metrics}: an address that cannot be read is a usage error (64) saying what would be right, before anything runs. */
final class MetricsAddressOption implements ITypeConverter<MetricsAddress> {
    @Override
    public MetricsAddress convert(String value) {
        try {
            return MetricsAddress.parse(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}

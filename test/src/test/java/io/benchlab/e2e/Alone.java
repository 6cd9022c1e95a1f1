package io.benchlab.e2e;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A class that runs after the others, with no other test class beside it (the e2e module runs two JVMs at once
 * otherwise; see its pom). For tests that hold figures of runs measured at different times against each other
 * — two equal runs pass a regression gate, a fault's recovery falls within its window — which the load of a
 * neighbour on the same two cores would bend.
 */
@Tag("alone")
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@interface Alone {
}

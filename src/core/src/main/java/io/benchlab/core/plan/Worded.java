package io.benchlab.core.plan;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A closed vocabulary of the experiment file: an enum whose constants each have the file's word. */
public interface Worded {
    /** As the file writes it. */
    String word();

    /** The constant of {@code type} whose word is {@code word}, if one is. */
    static <E extends Enum<E> & Worded> Optional<E> of(Class<E> type, String word) {
        return Arrays.stream(type.getEnumConstants()).filter(e -> e.word().equals(word)).findFirst();
    }

    /** Every word of {@code type}, in its constants' order (the order the docs list them). */
    static <E extends Enum<E> & Worded> List<String> words(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Worded::word).toList();
    }
}

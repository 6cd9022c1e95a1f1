package io.benchlab.plugin.fileio;

/** One block-sized IO: which test file, at which byte offset, read or write. */
record Request(int file, long offset, boolean write) {
}

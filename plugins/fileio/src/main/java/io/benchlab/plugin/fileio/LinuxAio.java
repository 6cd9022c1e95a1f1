package io.benchlab.plugin.fileio;

import com.sun.jna.LastErrorException;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Platform;
import com.sun.jna.Pointer;
import java.io.IOException;

/**
 * Linux native asynchronous IO (the kernel's io_setup / io_submit / io_getevents, as libaio and
 * sysbench's async mode use them), called as raw system calls through JNA direct mapping so no
 * libaio package is needed. Also the few libc calls around it: open with O_DIRECT, fsync,
 * fdatasync, close.
 *
 * <p>Struct layouts are the kernel's ABI ({@code linux/aio_abi.h}) on 64-bit little-endian
 * machines: {@code struct iocb} is 64 bytes, {@code struct io_event} 32.
 */
final class LinuxAio {
    static final int IOCB_SIZE = 64;
    static final int EVENT_SIZE = 32;
    static final short CMD_PREAD = 0;
    static final short CMD_PWRITE = 1;

    private static final boolean ARM64 = "aarch64".equals(Platform.ARCH);
    private static final int O_RDWR = 02;
    private static final int O_DSYNC = 010000;
    /** O_DIRECT differs between architectures. */
    private static final int O_DIRECT = ARM64 ? 0200000 : 040000;
    private static final long SYS_IO_SETUP = ARM64 ? 0 : 206;
    private static final long SYS_IO_DESTROY = ARM64 ? 1 : 207;
    private static final long SYS_IO_GETEVENTS = ARM64 ? 4 : 208;
    private static final long SYS_IO_SUBMIT = ARM64 ? 2 : 209;

    static {
        Native.register(LinuxAio.class, NativeLibrary.getInstance(Platform.C_LIBRARY_NAME));
    }

    private LinuxAio() {
    }

    /** Whether this machine can run it: Linux on x86-64 or arm64. */
    static boolean supported() {
        return Platform.isLinux() && Platform.is64Bit() && (Platform.isIntel() || ARM64);
    }

    private static native int open(String path, int flags, int mode) throws LastErrorException;

    private static native int close(int fd) throws LastErrorException;

    private static native int fsync(int fd) throws LastErrorException;

    private static native int fdatasync(int fd) throws LastErrorException;

    /** syscall(2) is variadic; its integer arguments travel in the same registers as fixed ones on x86-64 and arm64. */
    private static native long syscall(long number, long a, long b, long c, long d, long e) throws LastErrorException;

    static int openFile(String path, boolean direct, boolean dsync) throws IOException {
        try {
            return open(path, O_RDWR | (direct ? O_DIRECT : 0) | (dsync ? O_DSYNC : 0), 0);
        } catch (LastErrorException e) {
            throw new IOException("cannot open " + path + ": " + e.getMessage());
        }
    }

    static void closeFile(int fd) throws IOException {
        try {
            close(fd);
        } catch (LastErrorException e) {
            throw new IOException("close failed: " + e.getMessage());
        }
    }

    static void sync(int fd, boolean dataOnly) throws IOException {
        try {
            if (dataOnly) {
                fdatasync(fd);
            } else {
                fsync(fd);
            }
        } catch (LastErrorException e) {
            throw new IOException((dataOnly ? "fdatasync" : "fsync") + " failed: " + e.getMessage());
        }
    }

    /** io_setup: a context for up to {@code depth} requests in flight. */
    static long setup(int depth) throws IOException {
        try (Memory ctx = new Memory(8)) {
            ctx.setLong(0, 0);
            syscall(SYS_IO_SETUP, depth, Pointer.nativeValue(ctx), 0, 0, 0);
            return ctx.getLong(0);
        } catch (LastErrorException e) {
            throw new IOException("io_setup(" + depth + ") failed: " + e.getMessage()
                    + (e.getErrorCode() == 11 ? " (the system-wide limit fs.aio-max-nr is reached; lower queueDepth or threads)" : ""));
        }
    }

    static void destroy(long ctx) {
        try {
            syscall(SYS_IO_DESTROY, ctx, 0, 0, 0, 0);
        } catch (LastErrorException e) {
            // nothing left to release
        }
    }

    /** io_submit: returns how many of the {@code count} iocbs (pointers at {@code list}) the kernel took. */
    static int submit(long ctx, int count, Pointer list) throws IOException {
        try {
            return (int) syscall(SYS_IO_SUBMIT, ctx, count, Pointer.nativeValue(list), 0, 0);
        } catch (LastErrorException e) {
            if (e.getErrorCode() == 11) { // EAGAIN: no room now; completions will make some
                return 0;
            }
            throw new IOException("io_submit failed: " + e.getMessage());
        }
    }

    /** io_getevents: waits for at least {@code min} completions, takes up to {@code max} into {@code events}. */
    static int getEvents(long ctx, int min, int max, Pointer events) throws IOException {
        while (true) {
            try {
                return (int) syscall(SYS_IO_GETEVENTS, ctx, min, max, Pointer.nativeValue(events), 0);
            } catch (LastErrorException e) {
                if (e.getErrorCode() != 4) { // EINTR: wait again
                    throw new IOException("io_getevents failed: " + e.getMessage());
                }
            }
        }
    }

    /** Fills one {@code struct iocb}. */
    static void prepare(Pointer iocb, long data, short opcode, int fd, Pointer buffer, long bytes, long offset) {
        iocb.clear(IOCB_SIZE);
        iocb.setLong(0, data);             // aio_data
        iocb.setShort(16, opcode);         // aio_lio_opcode
        iocb.setInt(20, fd);               // aio_fildes
        iocb.setLong(24, Pointer.nativeValue(buffer)); // aio_buf
        iocb.setLong(32, bytes);           // aio_nbytes
        iocb.setLong(40, offset);          // aio_offset
    }

    /** {@code struct io_event} fields: the request's aio_data and its result (bytes, or -errno). */
    static long eventData(Pointer events, int i) {
        return events.getLong((long) i * EVENT_SIZE);
    }

    static long eventResult(Pointer events, int i) {
        return events.getLong((long) i * EVENT_SIZE + 16);
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import Synchronization

/// Watches one file for changes with inotify (on its folder, so that editors that save by
/// renaming a new file into place are seen too). A background thread blocks in `read(2)` — no
/// polling — and calls `onChange` (which wakes the run loop); the loop asks `takeChange()`.
final class FileWatcher: @unchecked Sendable {
    private let fd: Int32
    /// Written by `stop()` to end the thread's `poll(2)`.
    private var stopPipe: [Int32] = [-1, -1]
    private let name: String
    private let changed = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    /// The thread blocked in `poll(2)`, joined by `stop()`.
    private var thread: pthread_t?

    /// Nil-safe: when inotify is unavailable the watcher simply never reports a change.
    init(path: String, onChange: @escaping @Sendable () -> Void) {
        name = path.split(separator: "/").last.map(String.init) ?? path
        #if os(Linux)
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_MODIFY)
        guard inotify_add_watch(fd, BuiltinScenarios.parent(of: path), mask) >= 0 else { return }
        #else
        // No inotify: hot reload is off; a port watches with kqueue here (docs/platforms.md).
        fd = -1
        return
        #endif
        guard pipe(&stopPipe) == 0 else { return }
        let body = Unmanaged.passRetained(ThreadBody { [self] in self.loop(onChange) })
        var t = pthread_t()
        guard pthread_create(&t, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, body.toOpaque()) == 0 else {
            body.release()
            return
        }
        thread = t
    }

    private func loop(_ onChange: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !stopped.load(ordering: .acquiring) {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if fds[1].revents != 0 || stopped.load(ordering: .acquiring) { return }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return
            }
            if names(in: buffer, count: n).contains(name) && !stopped.load(ordering: .acquiring) {
                changed.store(true, ordering: .releasing)
                onChange()
            }
        }
    }

    /// The file names of the inotify events in the first `count` bytes of `buffer`.
    private func names(in buffer: [UInt8], count n: Int) -> [String] {
        var names: [String] = []
        #if os(Linux)
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= n {
            let length = buffer.withUnsafeBytes { raw -> Int in
                Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self))
            }
            let nameStart = offset + MemoryLayout<inotify_event>.size
            if length > 0, nameStart + length <= n {
                let bytes = buffer[nameStart..<(nameStart + length)].prefix { $0 != 0 }
                names.append(String(decoding: bytes, as: UTF8.self))
            }
            offset = nameStart + length
        }
        #endif
        return names
    }

    /// Whether the file changed since the last call.
    func takeChange() -> Bool { changed.exchange(false, ordering: .acquiringAndReleasing) }

    /// Stops watching: the thread leaves its `poll(2)` and ends; the descriptors are closed.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if stopPipe[1] >= 0 {
            var byte: UInt8 = 1
            _ = write(stopPipe[1], &byte, 1)
        }
        // Let the thread see the stop before the descriptors go away.
        if let t = thread { pthread_join(t, nil) }
        for d in [fd, stopPipe[0], stopPipe[1]] where d >= 0 { close(d) }
    }
}

/// What a POSIX thread runs: a closure carried through `pthread_create`'s context pointer.
final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

import SegueCore
import SegueFiles
import SegueImage

/// The files hot reload watches (docs/terminal.md, "Hot reload"): each side's scenario file
/// and its image files, one `FileWatcher` a file however many sides name it. After a reload the
/// set follows the new scenario's images: a watcher for each new file, none for a dropped one.
final class FileWatchSet {
    private var watchers: [(path: String, watcher: FileWatcher)] = []
    private let wake: @Sendable () -> Void

    /// - Parameter wake: called (on a watcher's thread) when a watched file changes.
    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    deinit { stopAll() }

    /// Watches exactly the files of `sides` (a side's scenario file, then its images).
    func watch(_ sides: [LiveReload]) {
        let wanted = sides.flatMap(\.watchedPaths)
        for w in watchers where !wanted.contains(w.path) { w.watcher.stop() }
        watchers.removeAll { !wanted.contains($0.path) }
        for path in wanted where !watchers.contains(where: { $0.path == path }) {
            watchers.append((path, FileWatcher(path: path, onChange: wake)))
        }
    }

    /// The watched files that changed since the last call.
    func takeChanges() -> [String] { watchers.filter { $0.watcher.takeChange() }.map(\.path) }

    func stopAll() {
        for w in watchers { w.watcher.stop() }
        watchers = []
    }
}

extension LiveReload {
    /// The files whose change reloads this side: its scenario file, then its images (unless
    /// `watchesScenario` is false), then its Swift sources.
    var watchedPaths: [String] { (watchesScenario ? [path] + imagePaths : []) + swiftSources }

    /// What the watched files hold now: the SHA-256 of each (`-` for one that cannot be read),
    /// in `watchedPaths` order. A change the watcher reports that leaves this as it was (a
    /// `touch`, a save of the same bytes) is no reason to reload (issue 28).
    var contentFingerprint: String {
        watchedPaths.map { path in
            (try? SourceFile.readBytes(path: path, maxBytes: ImageLoading.maxFileBytes)).map { SHA256.hex($0) } ?? "-"
        }.joined(separator: " ")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueImage
import SegueRender
import Synchronization
import SeguePixels

/// A hot reload's load — the scenario file and its images (docs/terminal.md, "Hot reload") — on
/// a thread of its own, so that the live loop keeps reading keys and drawing while an image
/// decodes, and `q`, Ctrl-C or a newer change need not wait for it: `cancel()` raises the
/// load's `CancelFlag`, which stops a JPEG at its next row. It decodes into a snapshot of the
/// loop's image library (the images already held are not decoded again), which the loop adopts
/// when it takes the result.
final class ReloadWorker: @unchecked Sendable {
    /// What the load produced, for the loop to carry out.
    struct Finished {
        /// `.reload` (A, or the only scenario) or `.reloadCompanion` (B).
        var effect: LiveSession.Effect
        /// The side loaded, as it was when the load began.
        var side: LiveReload
        /// `.reloaded`, `.companionReloaded` or `.reloadFailed`; and the new version's image files.
        var event: LiveSession.Event
        var imagePaths: [String]?
        /// The images decoded (the snapshot, with the new ones); nil when the loop draws none.
        var images: ImageLibrary?
    }

    let effect: LiveSession.Effect
    /// What the side's watched files held when the load began (`LiveReload.contentFingerprint`).
    let fingerprint: String?
    private let flag = CancelFlag()
    private let done = Atomic<Bool>(false)
    /// Written by the thread before `done`; read by the loop after it.
    private var finished: Finished?

    /// Starts `load` (`LiveLoop.reloading` of `side`) on a new thread, into a snapshot of
    /// `images` (nil: none, as `load` takes it); `wake` is called from the thread when it is done.
    init(effect: LiveSession.Effect, side: LiveReload, fingerprint: String? = nil, images: ImageLibrary?,
         wake: @escaping @Sendable () -> Void, load: @escaping (ImageLibrary?) -> (event: LiveSession.Event, imagePaths: [String]?)) {
        self.effect = effect
        self.fingerprint = fingerprint
        let library = images?.snapshot()
        let body = Unmanaged.passRetained(ThreadBody { [self] in
            let loaded = flag.during { load(library) }
            finished = Finished(effect: effect, side: side, event: loaded.event, imagePaths: loaded.imagePaths, images: library)
            done.store(true, ordering: .releasing)
            wake()
        })
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, body.toOpaque())
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: load on this one, as a reload did before it had a thread.
            body.takeRetainedValue().run()
        }
    }

    /// Abandons the load: its result is never taken, and a JPEG being decoded stops at its next row.
    func cancel() { flag.raise() }

    /// The load's result once its thread is done (once; nil before and after).
    func take() -> Finished? {
        guard done.exchange(false, ordering: .acquiringAndReleasing) else { return nil }
        defer { finished = nil }
        return finished
    }
}

/// The reloads under way, at most one a side: a newer change to a side cancels the older load.
struct ReloadsUnderWay {
    private var workers: [ReloadWorker] = []

    /// Cancels the load of `effect`'s side, if one is under way.
    mutating func cancel(_ effect: LiveSession.Effect) {
        for w in workers where w.effect == effect { w.cancel() }
        workers.removeAll { $0.effect == effect }
    }

    /// What the watched files held when `effect`'s load under way began; nil when none is.
    func fingerprint(of effect: LiveSession.Effect) -> String? {
        workers.last { $0.effect == effect }?.fingerprint
    }

    /// Cancels every load (the loop is quitting).
    mutating func cancelAll() {
        for w in workers { w.cancel() }
        workers = []
    }

    mutating func start(_ worker: ReloadWorker) {
        cancel(worker.effect)
        workers.append(worker)
    }

    /// The loads that finished since the last call, in the order they were started.
    mutating func takeFinished() -> [ReloadWorker.Finished] {
        var finished: [ReloadWorker.Finished] = []
        workers.removeAll { w in
            guard let f = w.take() else { return false }
            finished.append(f)
            return true
        }
        return finished
    }
}

import Foundation
import SegueImage
import SeguePixels
import SegueRender
import Synchronization
import Testing
@testable import SegueApp

/// Issue 28: a hot reload's load runs on a thread of its own (`ReloadWorker`); a newer change
/// of the same side cancels the older load — its `CancelFlag`, the one its decodes read, is
/// raised, and its result is never taken — while a load of the other side goes on.
struct ReloadWorkerTests {
    /// What a load closure reports: `.reloadFailed(label)`, so the test can tell loads apart.
    private static func label(_ f: ReloadWorker.Finished) -> String {
        if case .reloadFailed(let text, _) = f.event { text } else { "?" }
    }

    /// Takes finished loads until `count` have come or 5 s have passed.
    private static func finished(_ reloads: inout ReloadsUnderWay, count: Int) -> [String] {
        var labels: [String] = []
        let end = Date().addingTimeInterval(5)
        while labels.count < count, Date() < end {
            labels += reloads.takeFinished().map(label)
            usleep(1_000)
        }
        return labels
    }

    @Test func aNewerChangeCancelsTheOlderLoad() {
        let side = LiveReload(path: "s.json", overrides: [], device: nil)
        let sawCancel = Atomic<Bool>(false)
        var reloads = ReloadsUnderWay()
        // The older load waits for its flag (as a JPEG decode reads it at every row).
        reloads.start(ReloadWorker(effect: .reload, side: side, images: nil, wake: {}) { _ in
            let end = Date().addingTimeInterval(5)
            while CancelFlag.current?.isRaised != true, Date() < end { usleep(1_000) }
            sawCancel.store(CancelFlag.current?.isRaised == true, ordering: .releasing)
            return (.reloadFailed("older"), nil)
        })
        reloads.start(ReloadWorker(effect: .reloadCompanion, side: side, images: nil, wake: {}) { _ in (.reloadFailed("B"), nil) })
        reloads.start(ReloadWorker(effect: .reload, side: side, images: nil, wake: {}) { _ in (.reloadFailed("newer"), nil) })
        #expect(Set(Self.finished(&reloads, count: 2)) == ["B", "newer"])
        let end = Date().addingTimeInterval(5)
        while !sawCancel.load(ordering: .acquiring), Date() < end { usleep(1_000) }
        let saw = sawCancel.load(ordering: .acquiring)
        #expect(saw, "the older load's flag was not raised")
        usleep(50_000)
        #expect(reloads.takeFinished().isEmpty, "the cancelled load's result was taken")
    }

    /// A finished load wakes the loop (`wake`, called from the load's thread), and its images
    /// come in a snapshot of the loop's library: the images it held, plus what the load added.
    @Test func aLoadWakesTheLoopAndDecodesIntoASnapshot() {
        let library = ImageLibrary()
        library.add(RGBAImage(width: 1, height: 1, bytes: [1, 2, 3, 255]), sha256: "held")
        let woken = Atomic<Int>(0)
        var reloads = ReloadsUnderWay()
        reloads.start(ReloadWorker(effect: .reload, side: LiveReload(path: "s.json", overrides: [], device: nil), images: library,
                                   wake: { woken.add(1, ordering: .relaxed) }) { images in
            images?.add(RGBAImage(width: 2, height: 1, bytes: [UInt8](repeating: 9, count: 8)), sha256: "new")
            return (.reloadFailed("done"), ["a.png"])
        })
        var done: [ReloadWorker.Finished] = []
        let end = Date().addingTimeInterval(5)
        while done.isEmpty, Date() < end { done = reloads.takeFinished(); usleep(1_000) }
        // (wake is called just after the result is stored: wait for it too.)
        while woken.load(ordering: .relaxed) == 0, Date() < end { usleep(1_000) }
        let wakes = woken.load(ordering: .relaxed)
        #expect(done.count == 1 && wakes == 1)
        #expect(done.first?.images?.hashes == ["held", "new"])
        #expect(library.hashes == ["held"], "the loop's library changed under it")
        #expect(done.first?.imagePaths == ["a.png"])
    }
}

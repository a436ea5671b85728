import Foundation
import SegueImage
import SegueRender
import SegueTestSupport
import Testing

/// Issue 28: a decode on another thread is abandoned when its `CancelFlag` is raised — a JPEG
/// at its next row (libjpeg's progress monitor reads the flag), so a hot reload never keeps the
/// live previewer waiting.
struct DecodeCancelTests {
    /// The heaviest JPEG the bounds let through: 4096 × 4096 pixels, 32 scans of 2^24 pixels each
    /// (2^29 in all, exactly the work bound): seconds of decoding. The flag is raised as soon as
    /// the decoding thread has begun, and the decode ends with `cancelled`, not an image. No
    /// clock is read: on a loaded machine a sleep can outlast the whole decode, so the test
    /// waits for the thread's signal instead (how soon a cancel is felt is `LiveReloadCancelTests`').
    @Test func aRaisedFlagStopsAJPEGDecode() throws {
        let heaviest = ScanBombJPEG.make(width: 4096, height: 4096, acScans: 31)
        let flag = CancelFlag()
        let outcome = DecodeOutcome()
        let begun = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = flag.during { () -> Result<RGBAImageSize, ImageError> in
                begun.signal()
                do throws(ImageError) {
                    let image = try ImageDecoder.decode(heaviest)
                    return .success(RGBAImageSize(width: image.width, height: image.height))
                } catch {
                    return .failure(error)
                }
            }
            outcome.finish(result)
        }
        thread.start()
        begun.wait()
        flag.raise()
        while outcome.result == nil { usleep(1_000) }
        #expect(outcome.result == .failure(ImageError.cancelled), "\(String(describing: outcome.result))")
    }

    /// A flag raised before the decode begins stops a PNG too (before libpng starts), and a
    /// decode under a flag never raised is the same as one under none.
    @Test func aFlagRaisedBeforeStopsAnyDecode() throws {
        let png = TestImages.png(width: 40, height: 30) { x, y in (x + y) % 2 == 0 ? TestImages.red : TestImages.blue }
        let flag = CancelFlag()
        let plain = try ImageDecoder.decode(png)
        let underFlag = try flag.during { () throws(ImageError) in try ImageDecoder.decode(png) }
        #expect(underFlag.bytes == plain.bytes)
        flag.raise()
        #expect(throws: ImageError.cancelled) { try flag.during { () throws(ImageError) in try ImageDecoder.decode(png) } }
        #expect(throws: ImageError.cancelled) {
            try flag.during { () throws(ImageError) in try ImageDecoder.decode(ScanBombJPEG.make(width: 2048, height: 512, acScans: 8)) }
        }
    }
}

/// A decoded image's size (what the test compares; `RGBAImage` holds megabytes).
private struct RGBAImageSize: Equatable {
    var width: Int
    var height: Int
}

/// The decode thread's result, handed to the test's thread under a lock.
private final class DecodeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<RGBAImageSize, ImageError>?
    var result: Result<RGBAImageSize, ImageError>? { lock.withLock { stored } }
    func finish(_ r: Result<RGBAImageSize, ImageError>) { lock.withLock { stored = r } }
}

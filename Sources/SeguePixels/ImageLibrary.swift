import SegueCore

/// The pixels of a run's images, by content hash (`ImageReference.sha256`), and their copies
/// scaled to the sizes they are drawn at (docs/screen.md, "Images").
///
/// Memory stays bounded: an image is kept once, as a master of at most `masterPixelLimit`
/// pixels (area-averaged down when the file is bigger), plus a pyramid of halvings; a drawn size
/// is made from the smallest pyramid level at least twice its size (so what it shows depends
/// only on the image and the size, never on what was drawn before) and kept in a small
/// least-recently-used cache (`scaledCacheLimit` entries, at most `scaledCacheBytes`). Not
/// `Sendable`: one library per renderer thread (copies of a renderer share it, as they share
/// their buffers).
public final class ImageLibrary {
    /// Most pixels of the master kept per image (about 0.5 Mpx: 2 MiB of RGBA).
    public static let masterPixelLimit = 1 << 19
    /// Most scaled copies kept.
    public static let scaledCacheLimit = 16
    /// Most bytes of scaled copies kept (an entry larger than this is still made, then kept
    /// alone): 6 MiB, room for a picture's two full-screen images; the terminal's copies are
    /// a few KiB each.
    public static let scaledCacheBytes = 6 << 20

    private struct Entry {
        /// The size of the image as added; unit: pixels.
        var width: Int
        var height: Int
        /// Master first, then each half the size of the one before (`Resample.halved`), down to 1 pixel a side.
        var levels: [RGBAImage]
    }
    private struct Key: Hashable {
        var sha256: String
        var width: Int
        var height: Int
    }

    private var entries: [String: Entry] = [:]
    private var scaled: [Key: ScaledImage] = [:]
    /// Keys of `scaled`, least recently used first.
    private var recency: [Key] = []
    private var scaledBytes = 0

    public init() {}

    /// Adds `image` under `sha256` (a second add of the same hash is ignored).
    public func add(_ image: RGBAImage, sha256: String) {
        guard entries[sha256] == nil else { return }
        var master = image
        let pixels = image.width * image.height
        if pixels > Self.masterPixelLimit {
            let k = (Double(Self.masterPixelLimit) / Double(pixels)).squareRoot()
            let w = max(1, Int(Double(image.width) * k)), h = max(1, Int(Double(image.height) * k))
            // Halve (2 × 2 means, in integers: fast) while the result stays at least the master's
            // size, then average the rest of the way.
            while master.width >= 2 * w, master.height >= 2 * h {
                master = Resample.halved(master)
            }
            master = RGBAImage(width: w, height: h, bytes: Resample.rgba(master.bytes, width: master.width, height: master.height,
                                                                         toWidth: w, toHeight: h))
        }
        var levels = [master]
        while let last = levels.last, last.width > 1 || last.height > 1 { levels.append(Resample.halved(last)) }
        entries[sha256] = Entry(width: image.width, height: image.height, levels: levels)
    }

    /// A new library holding the same images (not the scaled copies): a hot reload decodes into
    /// it on its own thread while this one draws, and the loop `adopt`s it back (the pixels are
    /// shared, copied on write).
    public func snapshot() -> ImageLibrary {
        let copy = ImageLibrary()
        copy.entries = entries
        return copy
    }

    /// Takes the images of `other` this library does not hold yet.
    public func adopt(_ other: ImageLibrary) {
        for (sha, entry) in other.entries where entries[sha] == nil { entries[sha] = entry }
    }

    /// Whether an image with this hash is in the library.
    public func contains(_ sha256: String) -> Bool { entries[sha256] != nil }

    /// The size of image `sha256` as added (before the master was made); unit: pixels.
    public func size(of sha256: String) -> (width: Int, height: Int)? {
        entries[sha256].map { ($0.width, $0.height) }
    }

    /// The hashes of the images held, sorted.
    public var hashes: [String] { entries.keys.sorted() }

    /// Bytes held by masters, pyramids and scaled copies (what the images cost in memory).
    public var byteCount: Int {
        entries.values.reduce(0) { $0 + $1.levels.reduce(0) { $0 + $1.bytes.count } } + scaledBytes
    }

    /// The image `sha256` scaled to `width` × `height` pixels (each clamped to 1…8192); nil
    /// when the library does not have it.
    public func scaled(_ sha256: String, width: Int, height: Int) -> ScaledImage? {
        let key = Key(sha256: sha256, width: min(max(width, 1), 8192), height: min(max(height, 1), 8192))
        if let hit = scaled[key] {
            if recency.last != key, let i = recency.firstIndex(of: key) { recency.remove(at: i); recency.append(key) }
            return hit
        }
        guard let entry = entries[sha256] else { return nil }
        // The smallest level at least twice the size (or the master): area averaging from it
        // loses nothing a direct average from the master would keep.
        let source = entry.levels.last { $0.width >= 2 * key.width && $0.height >= 2 * key.height } ?? entry.levels[0]
        let rgba = Resample.rgba(source.bytes, width: source.width, height: source.height, toWidth: key.width, toHeight: key.height)
        var packed = [UInt32](repeating: 0, count: key.width * key.height)
        for k in packed.indices {
            packed[k] = UInt32(rgba[4 * k + 3]) << 24 | UInt32(rgba[4 * k]) << 16 | UInt32(rgba[4 * k + 1]) << 8 | UInt32(rgba[4 * k + 2])
        }
        let image = ScaledImage(width: key.width, height: key.height, pixels: packed)
        store(image, key)
        return image
    }

    private func store(_ image: ScaledImage, _ key: Key) {
        let bytes = 4 * image.pixels.count
        while !recency.isEmpty, recency.count >= Self.scaledCacheLimit || scaledBytes + bytes > Self.scaledCacheBytes {
            let old = recency.removeFirst()
            if let gone = scaled.removeValue(forKey: old) { scaledBytes -= 4 * gone.pixels.count }
        }
        scaled[key] = image
        recency.append(key)
        scaledBytes += bytes
    }
}

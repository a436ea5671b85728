#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFreeType
import SegueCore

/// The two faces the pictures draw text with, DejaVu Sans and DejaVu Sans Bold (Debian's
/// fonts-dejavu-core), rasterised by FreeType with antialiasing. Glyphs of unrotated text are
/// cached by face, character and size; rotated text is rendered through FreeType's transform.
/// Not thread-safe: one per rendering loop.
public final class FontSet {
    /// Where fonts-dejavu-core puts the faces.
    public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
    /// The Debian package the faces come from (named in the error when they are missing).
    public static let package = "fonts-dejavu-core"

    /// Which face.
    public enum Weight: Int, Sendable { case regular = 0, bold = 1 }

    /// A face that could not be opened: its path.
    public struct MissingFont: Error, Sendable, Equatable {
        public var path: String
        public init(path: String) { self.path = path }
        /// One line naming the file and the package to install.
        public var message: String { "\(path): font not found (install the Debian package \(FontSet.package), e.g. with scripts/deps.sh)" }
    }

    private var library: FT_Library?
    private var faces: [FT_Face?] = [nil, nil]
    private var currentSize: [Int] = [-1, -1]
    private var cache: [GlyphKey: Glyph] = [:]
    /// The most glyphs the cache keeps: text that scales with its view renders at a new size
    /// every frame, so a long run would otherwise keep every size it ever drew.
    static let cacheLimit = 4096

    /// One rendered glyph: coverage 0…255, rows top to bottom, placed relative to the pen.
    struct Glyph {
        var width: Int, rows: Int
        /// From the pen to the bitmap's left column; unit: pixels.
        var left: Int
        /// From the baseline up to the bitmap's top row; unit: pixels.
        var top: Int
        /// Pen advance; unit: pixels (y down).
        var advanceX: Double, advanceY: Double
        var coverage: [UInt8]
    }

    private struct GlyphKey: Hashable { var weight: Int, scalar: UInt32, size64: Int }

    /// Opens DejaVuSans.ttf and DejaVuSans-Bold.ttf in `directory` (default `defaultDirectory`).
    /// - Throws: `MissingFont` for the first face that is missing or unreadable.
    public init(directory: String = FontSet.defaultDirectory) throws(MissingFont) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0 else { throw MissingFont(path: directory) }
        library = lib
        for (i, file) in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].enumerated() {
            let path = directory + "/" + file
            var face: FT_Face?
            guard FT_New_Face(lib, path, 0, &face) == 0, face != nil else { throw MissingFont(path: path) }
            faces[i] = face
        }
    }

    deinit {
        for face in faces where face != nil { FT_Done_Face(face) }
        if library != nil { FT_Done_FreeType(library) }
    }

    /// The advance width of `text` at `size` pixels (> 0); unit: pixels.
    public func width(of text: String, weight: Weight, size: Double) -> Double {
        var w = 0.0
        for s in text.unicodeScalars { w += glyph(s, weight: weight, size: size)?.advanceX ?? 0 }
        return w
    }

    /// Draws `text` with its baseline starting at (`x`, `y`) (pixels, y down), `size` pixels
    /// tall (the em), turned by `angle` radians clockwise (0: upright), in `color` with `alpha`
    /// 0…1, clipped to `clip` (pixel bounds, exclusive maxima) and the image.
    public func draw(_ text: String, weight: Weight, size: Double, x: Double, y: Double, angle: Double = 0,
                     color: RGB, alpha: Double, clip: PixelRect, into image: inout PixelImage) {
        guard size >= 1, size < 2000, alpha > 0 else { return }
        let rotated = abs(angle) > 1e-6
        if rotated { setTransform(angle, weight: weight) }
        defer { if rotated { clearTransform(weight: weight) } }
        var penX = x, penY = y
        for s in text.unicodeScalars {
            guard let g = rotated ? render(s, weight: weight, size: size) : glyph(s, weight: weight, size: size) else { continue }
            blit(g, x: Int(penX.rounded(.down)) + g.left, y: Int(penY.rounded(.down)) - g.top, color: color, alpha: alpha,
                 clip: clip, into: &image)
            penX += g.advanceX
            penY += g.advanceY
        }
    }

    private func blit(_ g: Glyph, x: Int, y: Int, color: RGB, alpha: Double, clip: PixelRect, into image: inout PixelImage) {
        let x0 = max(x, clip.minX, 0), x1 = min(x + g.width, clip.maxX, image.width)
        let y0 = max(y, clip.minY, 0), y1 = min(y + g.rows, clip.maxY, image.height)
        guard x0 < x1, y0 < y1 else { return }
        for py in y0..<y1 {
            let row = (py - y) * g.width - x
            for px in x0..<x1 {
                let c = g.coverage[row + px]
                if c != 0 { image.blend(x: px, y: py, color, alpha: alpha * Double(c) / 255) }
            }
        }
    }

    /// The cached upright glyph of `s` at `size` pixels; nil when the face cannot render it.
    private func glyph(_ s: Unicode.Scalar, weight: Weight, size: Double) -> Glyph? {
        let key = GlyphKey(weight: weight.rawValue, scalar: s.value, size64: Int((size * 64).rounded()))
        if let g = cache[key] { return g }
        guard let g = render(s, weight: weight, size: size) else { return nil }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = g
        return g
    }

    /// Renders `s` at `size` pixels through FreeType (with the face's current transform).
    private func render(_ s: Unicode.Scalar, weight: Weight, size: Double) -> Glyph? {
        guard let face = faces[weight.rawValue] else { return nil }
        let size64 = Int((size * 64).rounded())
        if currentSize[weight.rawValue] != size64 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
            currentSize[weight.rawValue] = size64
        }
        var index = FT_Get_Char_Index(face, FT_ULong(s.value))
        if index == 0 { index = FT_Get_Char_Index(face, 0xFFFD) }
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_RENDER)) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: w * rows)
        if let buffer = bitmap.buffer, w > 0, rows > 0 {
            for r in 0..<rows {
                let from = pitch >= 0 ? r * pitch : (rows - 1 - r) * -pitch
                for c in 0..<w { coverage[r * w + c] = buffer[from + c] }
            }
        }
        return Glyph(width: w, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                     advanceX: Double(slot.pointee.advance.x) / 64, advanceY: -Double(slot.pointee.advance.y) / 64,
                     coverage: coverage)
    }

    /// Turns the face by `angle` radians clockwise on screen (FreeType's y axis points up, so
    /// the matrix turns the other way).
    private func setTransform(_ angle: Double, weight: Weight) {
        let c = cos(-angle), s = sin(-angle)
        var m = FT_Matrix(xx: FT_Fixed((c * 65536).rounded()), xy: FT_Fixed((-s * 65536).rounded()),
                          yx: FT_Fixed((s * 65536).rounded()), yy: FT_Fixed((c * 65536).rounded()))
        FT_Set_Transform(faces[weight.rawValue], &m, nil)
    }

    private func clearTransform(weight: Weight) { FT_Set_Transform(faces[weight.rawValue], nil, nil) }
}

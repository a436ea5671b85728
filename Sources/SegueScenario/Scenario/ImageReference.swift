import SegueJSON
import SegueSupport

/// How an image fills its view's frame (`imageFit`, docs/scenarios.md "Images").
public enum ImageFit: String, Sendable, Equatable, CaseIterable {
    /// Aspect-fill (UIKit's `.scaleAspectFill`): the image covers the frame, its overflow cut off; the default.
    case fill
    /// Aspect-fit (`.scaleAspectFit`): the whole image inside the frame, the view's colour around it.
    case fit
    /// Stretched to the frame (`.scaleToFill`).
    case stretch

    /// Where an image of `imageWidth` × `imageHeight` pixels lands in a frame of `width` ×
    /// `height` (any unit; the result is in the same unit, relative to the frame's top-left),
    /// centred for `fill` and `fit`. A zero-sized image or frame gives the frame itself.
    public func placement(imageWidth: Int, imageHeight: Int, width: Double, height: Double) -> Rect {
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        guard imageWidth > 0, imageHeight > 0, width > 0, height > 0, self != .stretch else { return frame }
        let sx = width / Double(imageWidth), sy = height / Double(imageHeight)
        let s = self == .fill ? max(sx, sy) : min(sx, sy)
        let w = Double(imageWidth) * s, h = Double(imageHeight) * s
        return Rect(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h)
    }
}

/// A screen's or an element's `image`: which file, how it fits, and — once the file is loaded
/// (outside the model, which never touches files) — its size and content hash. The model only
/// carries the reference; the pixels live with the renderers, looked up by `sha256`.
public struct ImageReference: Sendable, Equatable {
    /// The path as written in the scenario, relative to the scenario file's folder (or absolute).
    public var path: String
    /// How the image fills the frame; default `.fill`.
    public var fit: ImageFit
    /// Where the `image` value is in the scenario, for diagnostics about the file.
    public var position: SourcePosition
    /// The `image` key's path, e.g. `screens[1].image`.
    public var keyPath: String
    /// The decoded width; unit: pixels; 0 until loaded, then 1…`ImageReference.maxSide`.
    public var pixelWidth: Int
    /// The decoded height; unit: pixels; 0 until loaded, then 1…`ImageReference.maxSide`.
    public var pixelHeight: Int
    /// SHA-256 of the file's bytes, 64 lowercase hex digits; empty until loaded.
    public var sha256: String

    /// Largest width or height an image may have; unit: pixels.
    public static let maxSide = 8192
    /// Largest decoded size (RGBA, 4 bytes a pixel); unit: bytes (64 MiB).
    public static let maxDecodedBytes = 64 << 20

    /// - Parameters:
    ///   - path: as written, relative to the scenario's folder.
    ///   - fit: default `.fill`.
    ///   - position: where the value is (line and column, 1-based).
    ///   - keyPath: e.g. `screens[1].image`.
    ///   - pixelWidth, pixelHeight: pixels; 0 (the default) until loaded.
    ///   - sha256: lowercase hex; empty (the default) until loaded.
    public init(path: String, fit: ImageFit = .fill, position: SourcePosition, keyPath: String,
                pixelWidth: Int = 0, pixelHeight: Int = 0, sha256: String = "") {
        self.path = path
        self.fit = fit
        self.position = position
        self.keyPath = keyPath
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.sha256 = sha256
    }

    /// Whether the file has been loaded (size and hash known).
    public var isLoaded: Bool { pixelWidth > 0 && pixelHeight > 0 && !sha256.isEmpty }

    /// Where the image lands in a frame of `width` × `height` (see `ImageFit.placement`).
    public func placement(width: Double, height: Double) -> Rect {
        fit.placement(imageWidth: pixelWidth, imageHeight: pixelHeight, width: width, height: height)
    }
}

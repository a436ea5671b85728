/// One way of writing pixel frames to a picture file (`segue render --format png|gif`): the
/// bytes before the first frame, those of each frame, and those after the last — the pixel
/// counterpart of SegueRender's `FrameEncoder`, so `render` drives any of them with one loop.
/// PNG (`PNGEncoder`, one image: a film strip) and GIF (`GIFEncoder`, animated) conform; a new
/// picture format is one more conformance in Sources/SeguePicture (docs/architecture.md).
public protocol PictureEncoder {
    /// The bytes before the first frame.
    mutating func start() -> [UInt8]
    /// The bytes for `image` shown from model time `t` (seconds, ≥ 0, increasing from call to
    /// call); an encoder may hold a frame back until it knows how long it shows.
    mutating func frame(_ image: PixelImage, at t: Double) -> [UInt8]
    /// The bytes after the last frame (and any frame held back).
    mutating func finish() -> [UInt8]
}

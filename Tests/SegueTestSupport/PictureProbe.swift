import Foundation

/// Pillow's view of a picture file (Tests/SeguePictureTests/Support/picture_probe.py): a missing
/// Pillow skips a test with a message (`missing`), unless `CI` is set, where it fails (as the pyte checks do).
public struct PictureProbe: Decodable, Sendable {
    public var format: String
    public var width: Int
    public var height: Int
    public var frames: Int
    /// Per frame; unit: milliseconds.
    public var durations: [Int]
    /// Whether every PNG chunk's CRC-32 is right (true for a GIF).
    public var crc_ok: Bool
    /// The pixels asked for, `[r, g, b]` each.
    public var pixels: [[Int]]
    /// Every pixel of the frame as hex, when asked for.
    public var rgb_hex: String?

    /// The script.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SeguePictureTests/Support/picture_probe.py").path

    /// The probe could not run or failed.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The check before reading: nil when python3 imports Pillow, else what is missing (the
    /// test skips with it, or fails under CI).
    public static var missing: String? {
        ToolRunner.run(["python3", "-c", "import PIL"])?.status == 0 ? nil
            : "python3 with Pillow (PyPI) is missing; run scripts/deps.sh to install it"
    }

    /// Decodes `file`, reading `points` (x, y) of frame `frame` (-1: the last), and with `all`
    /// every pixel.
    public static func read(_ file: String, frame: Int = -1, points: [(Int, Int)] = [], all: Bool = false) throws -> PictureProbe {
        let spec = points.map { "\($0.0),\($0.1)" }.joined(separator: ";")
        guard let r = ToolRunner.run(["python3", script, file, "--frame", "\(frame)", "--points", spec] + (all ? ["--all"] : []))
        else { throw Failure(description: "python3 could not be started") }
        guard r.status == 0 else { throw Failure(description: "picture_probe.py failed: \(r.stderr)") }
        return try JSONDecoder().decode(PictureProbe.self, from: r.stdout)
    }

    /// The pixel `i` asked for.
    public func pixel(_ i: Int) -> [Int] { i < pixels.count ? pixels[i] : [] }
}

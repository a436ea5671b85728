import SegueCore
import SegueFiles
import SegueRender
import SegueJSON
import SeguePixels

/// A scenario's images read from disk (docs/scenarios.md, "Images"): each `image` path is taken
/// relative to the scenario file's folder, read, hashed (SHA-256 of the file) and decoded into
/// the library; the scenario comes back with every reference's size and hash filled in.
public struct LoadedImages {
    /// The scenario with every image reference loaded.
    public var scenario: Scenario
    /// The pixels, by hash.
    public var library: ImageLibrary
    /// Each image's file as opened (for the file watcher), in reference order.
    public var paths: [String]
}

public enum ImageLoading {
    /// Largest image file read; unit: bytes (64 MiB).
    public static let maxFileBytes = 64 << 20
    /// Most pixels a scenario's images may decode to, all together (each distinct file once):
    /// 2^26 (64 Mi pixels, 256 MiB of RGBA; four images of the largest size allowed); unit:
    /// pixels. The image that crosses it is refused, and the ones after it are not read
    /// (issue 28: a thousand small files of a million pixels each exhausted memory).
    public static let maxTotalPixels = 1 << 26

    /// The file an `image` path names, for a scenario at `scenarioPath`.
    public static func resolve(_ imagePath: String, scenarioPath: String) -> String {
        if imagePath.hasPrefix("/") { return imagePath }
        guard let slash = scenarioPath.lastIndex(of: "/") else { return imagePath }
        return BuiltinScenarios.join(String(scenarioPath[...slash]), imagePath)
    }

    /// Loads every image of `scenario`, a scenario read from `scenarioPath` (diagnostics name
    /// `file`, the name the user gave; default `scenarioPath`).
    /// - Parameters:
    ///   - library: where the pixels go; default a new library.
    ///   - maxTotalPixels: the bound on all the images' pixels together; unit: pixels; default
    ///     (and what every command uses) `ImageLoading.maxTotalPixels`.
    /// - Throws: `DiagnosticsError`, one `file:line:col: screens[1].image: …` per image that
    ///   cannot be read, is not a PNG or JPEG, or is too large; or the one line for the image
    ///   that takes the scenario's images past `maxTotalPixels`.
    public static func load(_ scenario: Scenario, scenarioPath: String, file: String? = nil,
                            into library: ImageLibrary = ImageLibrary(),
                            maxTotalPixels: Int = ImageLoading.maxTotalPixels) throws(DiagnosticsError) -> LoadedImages {
        var problems: [Diagnostic] = []
        var paths: [String] = []
        var counted: Set<String> = [], total = 0
        var overTotal: Diagnostic?
        let loaded = scenario.mappingImages { ref in
            let path = resolve(ref.path, scenarioPath: scenarioPath)
            paths.append(path)
            guard overTotal == nil else { return ref }
            do throws(LoadError) {
                let done = try loadFile(ref, path: path, into: library)
                if counted.insert(done.sha256).inserted {
                    total += done.pixelWidth * done.pixelHeight
                    if total > maxTotalPixels {
                        overTotal = Diagnostic(file: file ?? scenarioPath, at: ref.position, keyPath: ref.keyPath,
                                               message: "\(path): the scenario's images come to \(Self.pixels(total)) with this one "
                                                   + "(\(done.pixelWidth)×\(done.pixelHeight)); at most \(Self.pixels(maxTotalPixels)) "
                                                   + "are decoded for a scenario (each distinct file once)")
                    }
                }
                return done
            } catch {
                problems.append(Diagnostic(file: file ?? scenarioPath, at: ref.position, keyPath: ref.keyPath, message: error.message))
                return ref
            }
        }
        if let overTotal { throw DiagnosticsError([overTotal]) }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return LoadedImages(scenario: loaded, library: library, paths: paths)
    }

    /// `n` pixels for a message: `68 M pixels` (whole mebipixels, rounded up) from 2^20 on, else `1200 pixels`.
    public static func pixels(_ n: Int) -> String { n >= 1 << 20 ? "\((n + (1 << 20) - 1) >> 20) M pixels" : "\(n) pixels" }

    /// `ref` with the size and hash of the image file at `path`, whose pixels go into `library`.
    private static func loadFile(_ ref: ImageReference, path: String, into library: ImageLibrary) throws(LoadError) -> ImageReference {
        if CancelFlag.current?.isRaised == true { throw LoadError(message: "\(path): \(ImageError.cancelled.message)") }
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.readBytes(path: path, maxBytes: maxFileBytes, kind: "an image")
        } catch {
            throw LoadError(message: "cannot read the image \(path): \(error.message)")
        }
        let sha = SHA256.hex(bytes)
        if !library.contains(sha) {
            do {
                library.add(try ImageDecoder.decode(bytes), sha256: sha)
            } catch {
                throw LoadError(message: "\(path): \(error.message)")
            }
        }
        var r = ref
        (r.pixelWidth, r.pixelHeight) = library.size(of: sha) ?? (0, 0)
        r.sha256 = sha
        return r
    }

    /// A file or image problem, worded for the diagnostic.
    struct LoadError: Error {
        var message: String
    }
}

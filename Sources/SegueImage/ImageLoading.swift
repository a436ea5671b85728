import SegueCore
import SegueFiles
import SegueRender

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

    /// The file an `image` path names, for a scenario at `scenarioPath`.
    public static func resolve(_ imagePath: String, scenarioPath: String) -> String {
        if imagePath.hasPrefix("/") { return imagePath }
        guard let slash = scenarioPath.lastIndex(of: "/") else { return imagePath }
        return BuiltinScenarios.join(String(scenarioPath[...slash]), imagePath)
    }

    /// Loads every image of `scenario`, a scenario read from `scenarioPath` (diagnostics name
    /// `file`, the name the user gave; default `scenarioPath`).
    /// - Parameter library: where the pixels go; default a new library.
    /// - Throws: `DiagnosticsError`, one `file:line:col: screens[1].image: …` per image that
    ///   cannot be read, is not a PNG or JPEG, or is too large.
    public static func load(_ scenario: Scenario, scenarioPath: String, file: String? = nil,
                            into library: ImageLibrary = ImageLibrary()) throws(DiagnosticsError) -> LoadedImages {
        var problems: [Diagnostic] = []
        var paths: [String] = []
        let loaded = scenario.mappingImages { ref in
            let path = resolve(ref.path, scenarioPath: scenarioPath)
            paths.append(path)
            do throws(LoadError) {
                return try loadFile(ref, path: path, into: library)
            } catch {
                problems.append(Diagnostic(file: file ?? scenarioPath, at: ref.position, keyPath: ref.keyPath, message: error.message))
                return ref
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return LoadedImages(scenario: loaded, library: library, paths: paths)
    }

    /// `ref` with the size and hash of the image file at `path`, whose pixels go into `library`.
    private static func loadFile(_ ref: ImageReference, path: String, into library: ImageLibrary) throws(LoadError) -> ImageReference {
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

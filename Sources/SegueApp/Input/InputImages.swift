import SegueCore
import SegueFiles
import SegueImage
import SegueRender
import SeguePixels

extension InputLoading {
    /// Reads the images of `input`'s scenario (from `path`, the scenario or session file) into
    /// `input.images`, before the terminal is touched. A scenario's image paths are relative to
    /// its file; a session's to the scenario it was recorded from (its `source`, a path or a
    /// built-in name), and each image must have the SHA-256 the session recorded.
    /// - Throws: `InputFailure`: one `segue: file:line:col: screens[1].image: …` line per image
    ///   that cannot be read (exit 2), or the line naming an image that differs from the recording.
    static func loadImages(_ input: inout LoadedInput, path: String, into library: ImageLibrary = ImageLibrary()) throws {
        try loadComparedImages(&input, path: path, into: library)
        guard !input.scenario.imageReferences.isEmpty else { return }
        // A recording's images are read relative to where its scenario came from, and must be
        // the files it was recorded with.
        let header = input.recording
        let base = header.flatMap { try? BuiltinScenarios.resolve($0.source, directory: BuiltinScenarios.locate()) } ?? path
        let loaded = try images(input.scenario, base: base, file: path, library: library)
        if let refusal = header?.imageMismatch(loaded.scenario) {
            throw InputFailure(lines: ["segue: \(path): \(refusal)"])
        }
        (input.scenario, input.images, input.imagePaths) = (loaded.scenario, loaded.library, loaded.paths)
    }

    /// A recorded comparison's B: its images, read relative to where B came from, into the
    /// same library (the header's hashes are A's).
    private static func loadComparedImages(_ input: inout LoadedInput, path: String, into library: ImageLibrary) throws {
        guard var b = input.sessionComparison, !b.scenario.imageReferences.isEmpty else { return }
        let base = (try? BuiltinScenarios.resolve(b.source, directory: BuiltinScenarios.locate())) ?? path
        let loaded = try images(b.scenario, base: base, file: path, library: library)
        b.scenario = loaded.scenario
        input.sessionComparison = b
        input.images = loaded.library
    }

    private static func images(_ scenario: Scenario, base: String, file: String, library: ImageLibrary) throws -> LoadedImages {
        do {
            return try ImageLoading.load(scenario, scenarioPath: base, file: file, into: library)
        } catch {
            throw InputFailure(lines: error.diagnostics.map(\.description))
        }
    }
}

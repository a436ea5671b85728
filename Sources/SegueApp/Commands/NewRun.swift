#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueImage
import SegueJSON

/// `segue new NAME`: a scenario to start from (docs/cli.md, "`segue new`"): a commented one,
/// a copy of a built-in (`--from`), or a scenario and a UIKit Swift file (`--swift`).
public enum NewRun {
    static let name = "new"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        /// NAME as given: a path, with or without `.json`.
        public var name: String = ""
        /// `--from BUILTIN`: the built-in scenario to copy; nil = the commented starting scenario.
        public var from: String?
        /// `--swift`: also write `Name.swift`, which the scenario runs.
        public var swift: Bool = false
        /// `--force`: replace files that exist.
        public var force: Bool = false

        public init() {}
    }

    /// One file to write: its path (as the user would type it) and its bytes.
    struct NewFile {
        var path: String
        var bytes: [UInt8]
    }

    /// Runs `segue new` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure). Every file is checked before any
    /// is written, so a refusal writes nothing; each is written whole and renamed into place.
    public static func run(_ settings: Settings, console: Console) throws -> Int32 {
        let name = try NewScenarioName(settings.name)
        if settings.swift && settings.from != nil {
            throw CLIError.usage("--swift writes its own starting scenario and does not go with --from")
        }
        let files = try settings.from.map { try copy(of: $0, as: name) } ?? starting(name, swift: settings.swift)
        let targets = try files.map { file throws(CLIError) in try SafeOutput.newFileTarget(file.path, force: settings.force) }
        for (file, target) in zip(files, targets) {
            try makeFolders(of: file.path)
            let out = try SafeOutput.creating(target)
            try out.write(bytes: file.bytes)
            try out.finish()
        }
        try console.print(lines: files.map { "wrote \($0.path)" } + ["next: segue play \(shellWord(name.jsonPath))"])
        return 0
    }

    /// The commented starting scenario, and with `swift` its Swift file.
    static func starting(_ name: NewScenarioName, swift: Bool) -> [NewFile] {
        let json = NewScenarioText.json(name: name.name, typeName: name.typeName, swift: swift)
        var files = [NewFile(path: name.jsonPath, bytes: Array(json.utf8))]
        if swift {
            let source = NewSwiftText.source(name: name.name, typeName: name.typeName)
            files.append(NewFile(path: name.swiftPath, bytes: Array(source.utf8)))
        }
        return files
    }

    /// A copy of the built-in `builtin`, its `name` set to NAME, and each image it names copied
    /// to the same place relative to the copy (so the copy runs from there unchanged).
    static func copy(of builtin: String, as name: NewScenarioName) throws -> [NewFile] {
        let path = try builtinPath(builtin)
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.readBytes(path: path, maxBytes: ScenarioLoader.maxFileBytes, kind: "a scenario")
        } catch {
            throw CLIError.runtime("\(Sanitize.text(error.path)): \(error.message)")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, file: path)
        } catch {
            throw InputFailure(lines: error.diagnostics.map(\.description))
        }
        var files = [NewFile(path: name.jsonPath, bytes: NewScenarioCopy.renamed(bytes, root: root, to: name.name))]
        var seen: Set<String> = []
        for image in NewScenarioCopy.imagePaths(in: root) where seen.insert(image).inserted {
            guard !image.hasPrefix("/") else { continue }  // an absolute path runs from anywhere
            do {
                let source = ImageLoading.resolve(image, scenarioPath: path)
                let data = try SourceFile.readBytes(path: source, maxBytes: ImageLoading.maxFileBytes, kind: "an image")
                files.append(NewFile(path: ImageLoading.resolve(image, scenarioPath: name.jsonPath), bytes: data))
            } catch {
                throw CLIError.runtime("\(Sanitize.text(error.path)): \(error.message)")
            }
        }
        return files
    }

    /// The file of the built-in scenario `builtin`: a name `segue list` shows, never a path; an
    /// unknown one is refused with the closest name, as `segue check` does.
    static func builtinPath(_ builtin: String) throws(CLIError) -> String {
        guard let directory = BuiltinScenarios.locate() else {
            throw .runtime("the built-in scenarios were not found (set \(BuiltinScenarios.environmentVariable))")
        }
        let names = BuiltinScenarios.list(in: directory).map(\.name)
        guard names.contains(builtin) else {
            let hint = Suggest.hint(for: builtin, among: names)
            throw .usage("--from \(Sanitize.text(builtin)): not a built-in scenario" + (hint.isEmpty ? " (segue list shows them)" : hint))
        }
        return BuiltinScenarios.join(directory, builtin + ".json")
    }

    /// Creates the folders on the way to `path` that do not exist yet (as `mkdir -p`).
    static func makeFolders(of path: String) throws(CLIError) {
        var folder = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (i, part) in parts.enumerated() {
            folder += (i == 0 ? "" : "/") + part
            guard !folder.isEmpty, part != ".", part != "..", !FileSystem.isDirectory(folder) else { continue }
            if mkdir(folder, 0o777) != 0 && errno != EEXIST { throw SafeOutput.failure(folder, errno) }
        }
    }

    /// `word` as a shell would need it in the suggested command (quoted when it has to be).
    static func shellWord(_ word: String) -> String { ExportRun.Settings.quoted(word) }
}

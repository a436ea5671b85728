import SegueCore
import SegueExport
import SegueFiles
import SegueJSON

/// Where the inspector's `w` and `e` write (docs/terminal.md, "Writing back"): the scenario file
/// itself, or — for a built-in scenario — a copy in the working directory.
public struct TuneTarget: Sendable {
    /// The file the scenario was read from.
    var sourcePath: String
    /// A built-in scenario (never written: `w` copies it to `./<name>.json` first).
    var isBuiltin: Bool
    /// The scenario's file name without `.json`.
    var name: String
    /// The working directory the copy goes to.
    var workingDirectory: String
    /// The copy `w` made of a built-in scenario, written to again by later `w`s.
    var copy: String?

    init(sourcePath: String, isBuiltin: Bool, workingDirectory: String) {
        self.sourcePath = sourcePath
        self.isBuiltin = isBuiltin
        name = ScenarioLoader.defaultName(forFile: sourcePath)
        self.workingDirectory = workingDirectory
    }

    /// The file `w` writes: the scenario's own, else the copy made before, else
    /// `./<name>.json`, or `./<name>-tuned.json` when that exists with other contents (an
    /// existing file with the built-in's very bytes is taken as an earlier copy); nil when
    /// both exist with other contents.
    func destination(builtinBytes: [UInt8]) -> String? {
        if !isBuiltin { return sourcePath }
        if let copy { return copy }
        for candidate in ["\(name).json", "\(name)-tuned.json"] {
            let path = workingDirectory == "/" ? "/\(candidate)" : "\(workingDirectory)/\(candidate)"
            if !FileSystem.isRegularFile(path) && FileSystem.nonRegularKind(path) == nil { return path }
            if (try? SourceFile.readBytes(path: path)) == builtinBytes { return path }
        }
        return nil
    }

    /// `w`: the player's net changes into the file, in place, through a temporary file and a
    /// rename. Returns what to say and the bytes written (for telling our own write from an
    /// edit when the watcher reports it).
    mutating func write(_ changes: [Tune]) -> (report: String, written: (path: String, bytes: [UInt8])?) {
        guard !changes.isEmpty else { return ("nothing changed: nothing to write", nil) }
        do {
            let original = try SourceFile.readBytes(path: sourcePath, maxBytes: ScenarioLoader.maxFileBytes)
            guard let path = destination(builtinBytes: original) else {
                return ("not written: ./\(name).json and ./\(name)-tuned.json exist with other contents", nil)
            }
            let current = path == sourcePath ? original : ((try? SourceFile.readBytes(path: path)) ?? original)
            let result = try InPlaceWrite.apply(changes, to: current, file: path)
            if result.bytes == current, FileSystem.isRegularFile(path) { return ("\(path) already has these values", nil) }
            let out = try SafeOutput.replacing(path, regularOnly: true)
            try out.write(bytes: result.bytes)
            try out.finish()
            let copied = isBuiltin && copy == nil
            if isBuiltin { copy = path }
            let what = "\(Plural.count(result.rewritten, "value")) rewritten, \(result.inserted) inserted"
            return ((copied ? "copied the built-in \(name) to \(path); " : "") + "wrote \(what) in \(path)", (path, result.bytes))
        } catch let e as DiagnosticsError {
            return ("not written: \(e.diagnostics.first?.description ?? "invalid")", nil)
        } catch {
            return ("not written: \(error)", nil)
        }
    }

    /// `e`: `segue export` (UIKit) of `scenario` to `<name>.swift` beside the file `w` writes.
    func export(_ scenario: Scenario) -> String {
        let base = isBuiltin ? (copy.map(Self.folder(of:)) ?? workingDirectory) : Self.folder(of: sourcePath)
        let path = base == "/" ? "/\(name).swift" : "\(base)/\(name).swift"
        do {
            let out = try SafeOutput.replacing(path, regularOnly: true)
            try out.write(SwiftExport.source(for: scenario, target: .uikit, command: "segue export \(name) (tuned in segue play)"))
            try out.finish()
            return "exported the tuned scenario to \(path)"
        } catch {
            return "not exported: \(error)"
        }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

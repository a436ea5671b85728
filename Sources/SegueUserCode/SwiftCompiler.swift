#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSupport

/// Compiles a scenario's Swift sources into a shared library a host can `dlopen`
/// (docs/user-code.md): each source through `SourceRewrite`, then
/// `swiftc -emit-library -wmo -Onone -swift-version N -module-name SegueUser<hash> -o CACHE/<hash>.so`
/// with the caller's extra flags (`-I`, `-L`, `-l`). The library is cached by content: the
/// SHA-256 of the rewritten sources, their paths, the language mode, the flags and
/// `swiftc --version`'s text names it, so an unchanged input compiles nothing. swiftc writes to
/// a temporary file that is renamed into place, so a library in the cache is always whole.
public struct SwiftCompiler: Sendable {
    /// The swiftc run: a path, or a name looked up on PATH. It must be the toolchain that built
    /// the host that loads the library (Linux Swift has no ABI stability).
    public let swiftc: String
    /// Where the libraries (and, while compiling, the rewritten sources) are kept.
    public let cacheDirectory: String
    /// More arguments for swiftc, e.g. `-I` / `-L` / `-l` for the module the sources import.
    public let extraFlags: [String]
    /// `swiftc --version`'s output, part of every library's content hash.
    public let versionText: String

    /// A compiler on `swiftc`, asked for its version once (one short run).
    public init(swiftc: String = "swiftc", cacheDirectory: String, extraFlags: [String] = []) throws(SwiftCompilerError) {
        self.swiftc = swiftc
        self.cacheDirectory = cacheDirectory
        self.extraFlags = extraFlags
        do {
            try UserCodeFiles.makeDirectories(cacheDirectory)
        } catch { throw .file(error) }
        let version: ProgramRun.Outcome
        do {
            version = try ProgramRun.run(swiftc, ["--version"], outputFile: cacheDirectory + "/version.\(getpid()).log")
        } catch { throw .noCompiler(swiftc: swiftc, reason: error.reason) }
        guard version.status == 0 else {
            throw .noCompiler(swiftc: swiftc, reason: "--version exited with \(version.status)")
        }
        versionText = version.output
    }

    /// `$XDG_CACHE_HOME/segue/swift`, else `$HOME/.cache/segue/swift`; nil without either.
    public static func defaultCacheDirectory() -> String? {
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") { return xdg + "/segue/swift" }
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { return home + "/.cache/segue/swift" }
        return nil
    }

    /// The library of `sources` in Swift language mode `languageMode` (5 or 6): from the cache
    /// when it is there, else compiled. Throws swiftc's errors at the user's places.
    public func compile(_ sources: [SwiftSource], languageMode: Int) throws(SwiftCompilerError) -> CompiledLibrary {
        let rewritten = sources.map { SourceRewrite.rewrite($0.text, originalPath: $0.path) }
        let hash = contentHash(sources: sources, rewritten: rewritten, languageMode: languageMode)
        let library = cacheDirectory + "/" + hash + ".so"
        if UserCodeFiles.isFile(library) { return CompiledLibrary(path: library, compiled: false, warnings: []) }
        let work = cacheDirectory + "/" + hash + ".build.\(getpid())"
        do {
            try UserCodeFiles.makeDirectories(work)
        } catch { throw .file(error) }
        defer { rmdir(work) }
        var files: [String] = []
        defer { files.forEach { unlink($0) } }
        for (number, text) in rewritten.enumerated() {
            let name = sources[number].path.split(separator: "/").last.map(String.init) ?? "source.swift"
            files.append(work + "/\(number)-" + name)
            do {
                try UserCodeFiles.writeAll(Array(text.utf8), to: files[number])
            } catch { throw .file(error) }
        }
        let temporary = work + "/library.so"
        // -wmo: one frontend job for the sources and the entry (each file as its own job loads
        // the imported modules again: about 0.1-0.3 s more for a source and its entry).
        let arguments = ["-emit-library", "-wmo", "-parse-as-library", "-Onone", "-swift-version", "\(languageMode)",
                         "-diagnostic-style=llvm", "-module-name", "SegueUser" + hash.prefix(16),
                         "-o", temporary] + extraFlags + files
        let outcome: ProgramRun.Outcome
        do {
            outcome = try ProgramRun.run(swiftc, arguments, outputFile: work + "/swiftc.log")
        } catch { throw .noCompiler(swiftc: swiftc, reason: error.reason) }
        let diagnostics = CompileDiagnostic.parse(outcome.output)
        let errors = diagnostics.filter { $0.severity == .error }, warnings = diagnostics.filter { $0.severity == .warning }
        guard outcome.status == 0, UserCodeFiles.isFile(temporary) else {
            unlink(temporary)
            throw .compileFailed(errors: errors, warnings: warnings, output: outcome.output, status: outcome.status)
        }
        guard rename(temporary, library) == 0 else {
            let code = errno
            unlink(temporary)
            throw .file(UserCodeFileError(path: library, action: "cannot write", code: code))
        }
        return CompiledLibrary(path: library, compiled: true, warnings: warnings)
    }

    /// The SHA-256, in hex, of everything the library depends on; each part length-prefixed.
    func contentHash(sources: [SwiftSource], rewritten: [String], languageMode: Int) -> String {
        var bytes: [UInt8] = []
        func add(_ text: String) {
            bytes += Array("\(text.utf8.count):".utf8) + Array(text.utf8)
        }
        add(versionText)
        add(swiftc)
        add("\(languageMode)")
        add("\(extraFlags.count)")
        extraFlags.forEach(add)
        add("\(sources.count)")
        for (source, text) in zip(sources, rewritten) {
            add(source.path)
            add(text)
        }
        return SHA256.hex(SHA256.digest(bytes))
    }
}

/// A compiled user library.
public struct CompiledLibrary: Sendable, Equatable {
    /// The `.so` in the cache.
    public var path: String
    /// false when it came from the cache (nothing was compiled).
    public var compiled: Bool
    /// swiftc's warnings (only when `compiled`; a library from the cache has none to tell).
    public var warnings: [CompileDiagnostic]
}

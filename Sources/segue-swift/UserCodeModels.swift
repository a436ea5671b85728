import SegueApp
import SegueCore
import SegueUIKit
import SegueUserCode
import Synchronization

/// The host's models (docs/user-code.md, "The host"): a scenario without Swift sources is built
/// as `segue` builds it; one with sources is readied once — its files read relative to the
/// scenario, compiled with the generated entry (`SwiftCompiler`, cached by content), loaded — and
/// each of its models is then built by `UserCodeApp` with the loaded code.
final class UserCodeModels: Sendable {
    private let toolchain = HostToolchain.locate()
    /// The loaded code of each readied scenario's `swift` spec.
    private let loaded = Mutex<[String: LoadedCode]>([:])
    /// The compiler, made at the first compile: its `swiftc --version` (part of every library's
    /// cache key) runs once per process, not at every hot reload (the toolchain is the one this
    /// process runs on: it cannot change under it).
    private let madeCompiler = Mutex<SwiftCompiler?>(nil)

    /// The factory the host's commands get.
    var factory: ModelFactory {
        ModelFactory(make: { [self] scenario, size in make(scenario, size: size) },
                     prepare: { [self] scenario, file in try prepare(scenario, file: file) },
                     literals: { [self] scenario in literals(scenario) })
    }

    /// What the library of `scenario`'s code is compiled from: the language mode, the generated
    /// entry (the setUp, the container's controller type, the screens' classes) and each source's
    /// path and text (`SwiftSourcesGate.ready` embeds the texts), so two scenarios share a library
    /// only when they would compile the same one.
    private func key(_ scenario: Scenario, _ code: SwiftCodeSpec) -> String {
        let entry = UserCodeEntrySource(scenario: scenario, code: code, file: "").text
        return ([String(code.swiftVersion), entry] + code.sources + code.sources.map { code.embedded[$0] ?? "" })
            .joined(separator: "\u{0}")
    }

    func make(_ scenario: Scenario, size: Size?) -> SimulatedApp {
        guard let code = scenario.swift else { return SimulatedApp(scenario: scenario, size: size) }
        guard let entry = loaded.withLock({ $0[key(scenario, code)] })?.entry else {
            fatalError("segue: the Swift sources of \(scenario.name) were not compiled before its model was built")
        }
        return MainActor.assumeIsolated { MadeApp(app: UserCodeApp.make(scenario: scenario, size: size, entry: entry)) }.app
    }

    /// Compiles and loads the code of `scenario` (once); returns its sources' warnings as lines
    /// (`NondeterministicUse`).
    func prepare(_ scenario: Scenario, file: String) throws -> [String] {
        guard let code = scenario.swift else { return [] }
        if let done = loaded.withLock({ $0[key(scenario, code)] }) { return done.warnings }
        let read = try SwiftSourcesGate.read(code, scenarioFile: file)
        let sources = read.map { SwiftSource(path: $0.path, text: $0.text) }
        let literals = zip(code.sources, read).flatMap { SwiftLiteralRows.find(in: SwiftSource(path: $0, text: $1.text)) }
        let nondeterministic = sources.flatMap { NondeterministicUse.find(in: $0) }.map(\.description)
        let entrySource = UserCodeEntrySource(scenario: scenario, code: code, file: file)
        let library: CompiledLibrary
        do {
            library = try compiler().compile(sources + [SwiftSource(path: UserCodeEntrySource.path, text: entrySource.text)],
                                                       languageMode: code.swiftVersion)
        } catch .compileFailed(let errors, let warnings, let output, let status) {
            throw InputFailure(lines: compileProblems(errors, entry: entrySource, output: output, status: status,
                                                      warnings: warnings))
        } catch {
            throw InputFailure(lines: [error.description])
        }
        switch UserLibrary.load(library.path) {
        case .success(let lib):
            loaded.withLock { $0[key(scenario, code)] = LoadedCode(entry: lib.entry, warnings: nondeterministic, literals: literals) }
            return nondeterministic
        case .failure(let failure):
            throw InputFailure(lines: ["segue: \(file): swift: cannot load the compiled code: \(failure.reason)"], exitCode: 1)
        }
    }

    /// The compiler of `toolchain`, made once.
    private func compiler() throws(SwiftCompilerError) -> SwiftCompiler {
        if let made = madeCompiler.withLock({ $0 }) { return made }
        let made = try toolchain.compiler()
        madeCompiler.withLock { $0 = made }
        return made
    }

    /// The tunable literals of `scenario`'s sources (`ModelFactory.Literals`): those found when its
    /// version was readied, else those of its embedded texts (a version not readied here).
    func literals(_ scenario: Scenario) -> [SourceLiteral] {
        guard let code = scenario.swift else { return [] }
        if let done = loaded.withLock({ $0[key(scenario, code)] }) { return done.literals }
        return code.sources.flatMap { path in
            code.embedded[path].map { SwiftLiteralRows.find(in: SwiftSource(path: path, text: $0)) } ?? []
        }
    }

    /// swiftc's errors as lines: the user's at their places, the entry's at the scenario's; a
    /// module built by another compiler means the host must be rebuilt.
    private func compileProblems(_ errors: [CompileDiagnostic], entry: UserCodeEntrySource, output: String, status: Int32,
                                 warnings: [CompileDiagnostic]) -> [String] {
        if output.contains("compiled with Swift") || output.contains("cannot load module") {
            return ["segue: \(entry.file): swift: \(toolchain.swiftc) is not the Swift that built segue-swift: run make"]
        }
        let mine = entry.problems(in: errors)
        let users = errors.filter { $0.file != UserCodeEntrySource.path }.map(\.description)
        let lines = users + mine
        return lines.isEmpty
            ? [SwiftCompilerError.compileFailed(errors: errors, warnings: warnings, output: output, status: status).description]
            : lines
    }
}

/// A loaded library's entry (made and used on the main thread only).
struct LoadedCode: @unchecked Sendable {
    let entry: UserCodeEntry
    /// What `segue check` warns of in its sources.
    let warnings: [String]
    /// The literals the inspector tunes in its sources (`SwiftLiteralRows`), paths as the scenario writes them.
    let literals: [SourceLiteral]
}

/// A model made on the main actor, handed back from it.
private struct MadeApp: @unchecked Sendable {
    let app: SimulatedApp
}

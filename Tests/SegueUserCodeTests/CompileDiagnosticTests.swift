import Testing

@testable import SegueUserCode

/// swiftc's output, written by hand in its `-diagnostic-style=llvm` form, read into segue's lines.
struct CompileDiagnosticTests {
    @Test func errorsAndWarningsAreKeptNotesAndExcerptsAreNot() {
        let output = """
            Scenarios/my dir/Drop.swift:4:52: error: cannot convert value of type 'String' to specified type 'Int'
                    let s = __sel__(  handlePan); let n: Int = "x"
                                                               ^~~
            Scenarios/my dir/Drop.swift:2:9: warning: variable 'q' was never used; consider replacing with '_' or removing it
            Scenarios/my dir/Drop.swift:1:7: note: did you mean 'Drop'?
            C:weird:3:1: error: a path with colons
            <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
            error: no input files
              4 | let y = "a:1:2: error: not a diagnostic"
            """
        let diagnostics = CompileDiagnostic.parse(output)
        #expect(diagnostics.map(\.description) == [
            "segue: Scenarios/my dir/Drop.swift:4:52: swift: cannot convert value of type 'String' to specified type 'Int'",
            "segue: Scenarios/my dir/Drop.swift:2:9: swift: variable 'q' was never used; consider replacing with '_' or removing it",
            "segue: C:weird:3:1: swift: a path with colons",
            "segue: swift: unable to load standard library for target 'x86_64-unknown-linux-gnu'",
            "segue: swift: no input files",
        ])
        #expect(diagnostics.map(\.severity) == [.error, .warning, .error, .error, .error])
        #expect(diagnostics.first?.file == "Scenarios/my dir/Drop.swift")
        #expect(diagnostics.first?.line == 4)
        #expect(diagnostics.first?.column == 52)
        #expect(diagnostics.count == 5 && diagnostics[3].file == nil)
    }
}

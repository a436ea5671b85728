import Foundation
import SegueTestSupport
import Testing

/// The `segue` binary keeps Foundation out of its path (docs/testing-and-performance.md,
/// "Memory"): a program that loads libFoundation also loads ICU and peaks near 17 MiB before it
/// does anything. Two kinds of binary: the debug build links its libraries dynamically, the
/// release build (`make build`) is a static executable with no NEEDED entries at all. The dynamic
/// section (`readelf -d`, not `ldd`, so that the test sees what the binary itself asks for) covers
/// the first; the symbol table (`nm`, defined and undefined symbols) covers both, because
/// Foundation linked statically brings its code and linked dynamically leaves its names undefined.
/// `SEGUE_BIN=.build/release/segue swift test --skip-build --filter BinaryLink` checks the release binary.
struct BinaryLinkTests {
    /// The shared libraries the ELF file at `path` names in its NEEDED entries.
    static func neededLibraries(_ path: String) throws -> [String] {
        try InstallTests.requireTool("readelf")
        let result = try #require(ToolRunner.run(["readelf", "-d", path]))
        #expect(result.status == 0, "readelf -d \(path): \(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    /// Whether the ELF file at `path` asks for a dynamic loader (a PT_INTERP program header).
    static func hasInterpreter(_ path: String) throws -> Bool {
        try InstallTests.requireTool("readelf")
        let result = try #require(ToolRunner.run(["readelf", "-lW", path]))
        #expect(result.status == 0, "readelf -l \(path): \(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").contains { $0.contains("INTERP") }
    }

    /// The names in the ELF file's symbol table, defined and undefined (`nm`'s last column).
    static func symbolNames(_ path: String) throws -> [Substring] {
        try InstallTests.requireTool("nm")
        let result = try #require(ToolRunner.run(["nm", path]))
        #expect(result.status == 0, "nm \(path): \(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").compactMap { $0.split(separator: " ").last }
    }

    /// Foundation itself, its internationalisation layer and ICU (FoundationEssentials alone is allowed).
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    /// The same three as symbol names: the Swift modules Foundation and FoundationInternationalization
    /// (mangled `$s` + the name's length + the name) and ICU's C++ namespace (`icu_76`, mangled `6icu_76`).
    static let forbiddenSymbolParts = ["$s10Foundation", "$s30FoundationInternationalization", "_ZN6icu_"]

    /// The forbidden part `symbol` contains, if any.
    static func forbiddenPart(of symbol: Substring) -> String? {
        forbiddenSymbolParts.first { symbol.contains($0) }
    }

    @Test(arguments: [
        ("$s10Foundation4DataV5countSivg", "$s10Foundation"),
        ("$s30FoundationInternationalization6LocaleV7currentACvgZ", "$s30FoundationInternationalization"),
        ("_ZN6icu_7613UnicodeStringC2EPKc", "_ZN6icu_"),
        ("$s20FoundationEssentials4DataV5countSivg", nil),  // FoundationEssentials is allowed
        ("$s9SegueCore9ContainerC4viewAA4ViewCvg", nil),
    ] as [(String, String?)])
    func aSymbolIsForbiddenByItsModule(symbol: String, part: String?) {
        #expect(Self.forbiddenPart(of: Substring(symbol)) == part)
    }

    @Test func theSegueBinaryDoesNotLinkFoundationOrICU() throws {
        let binary = try #require(segueBinaryURL(), "the segue binary was not built")
        let needed = try Self.neededLibraries(binary.path)
        if needed.isEmpty {
            // A static executable (the release build): no loader either, or the parse read nothing.
            #expect(try !Self.hasInterpreter(binary.path), "no NEEDED entries read from \(binary.path), but it has a dynamic loader")
        } else {
            // The parse found the entries at all: ncurses is linked dynamically when anything is.
            #expect(needed.contains("libncursesw.so.6"), "\(binary.path) does not need ncursesw: \(needed)")
        }
        for library in Self.forbidden {
            #expect(!needed.contains(library), "\(binary.path) links \(library) (an `import Foundation` in Sources/segue or a target it uses?)")
        }
    }

    @Test func theSegueBinaryHasNoFoundationOrICUSymbols() throws {
        let binary = try #require(segueBinaryURL(), "the segue binary was not built")
        let symbols = try Self.symbolNames(binary.path)
        // The table was read at all: segue's own model is in it.
        #expect(symbols.contains { $0.hasPrefix("$s10SegueModel") }, "no SegueModel symbols read from \(binary.path) (stripped?)")
        let found = symbols.filter { Self.forbiddenPart(of: $0) != nil }
        let count = found.count, examples = Array(found.prefix(3))  // not the whole list in the failure's message
        #expect(count == 0, "\(binary.path) has \(count) Foundation or ICU symbols, e.g. \(examples) (an `import Foundation`?)")
    }
}

import Foundation
import SegueTestSupport
import Testing

/// The `segue` binary keeps Foundation out of its path (docs/testing-and-performance.md,
/// "Memory"): a program that loads libFoundation also loads ICU and peaks near 17 MiB before it
/// does anything. Read from the ELF's dynamic section (`readelf -d`), not from `ldd`, so that
/// the test sees what the binary itself asks for.
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

    /// Foundation itself, its internationalisation layer and ICU (FoundationEssentials alone is allowed).
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    @Test func theSegueBinaryDoesNotLinkFoundationOrICU() throws {
        let binary = try #require(segueBinaryURL(), "the segue binary was not built")
        let needed = try Self.neededLibraries(binary.path)
        // The parse found the entries at all: ncurses is always linked dynamically.
        #expect(needed.contains("libncursesw.so.6"), "no NEEDED entries read from \(binary.path): \(needed)")
        for library in Self.forbidden {
            #expect(!needed.contains(library), "\(binary.path) links \(library) (an `import Foundation` in Sources/segue or a target it uses?)")
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CNcurses
import SegueCore
import SegueRender

extension NcursesBackend {
    // MARK: Drawing

    /// Maps `grid` to the terminal's colours (`TerminalCells`) and writes the cells whose mapping
    /// changed (`TerminalCells.changed`), one `wadd_wchnstr` call per run of a row
    /// (`DrawPlan`, gaps of up to 3 unchanged cells bridged); ncurses then sends only the cells
    /// that differ from its picture of the screen and moves the cursor between them.
    public func draw(_ grid: CellGrid) {
        guard isActive else { return }
        // A new grid size repaints everything too, and clears what the old grid covered.
        let full = needsFullRedraw || lastGrid.map { $0.width != grid.width || $0.height != grid.height } ?? true
        if full { werase(window) }
        terminalCells.update(grid, previous: full ? nil : lastGrid)
        let runs = DrawPlan.runs(for: terminalCells.grid, changed: terminalCells.changed, screen: size, bridging: Self.bridgedGap)
        if !put(runs) {
            // The colour pairs ran out: start over with a fresh set and repaint everything.
            pairs.reset()
            werase(window)
            _ = put(DrawPlan.runs(for: terminalCells.grid, previous: nil, screen: size), allowExhaustion: true)
        }
        if full || !runs.isEmpty { hasUnflushedCells = true }
        lastGrid = grid
        needsFullRedraw = false
    }

    /// Unchanged cells between two changed ones that are written again rather than splitting the run.
    static let bridgedGap = 3

    /// Writes the runs (cells in terminal colours); false when the colour pairs ran out (unless
    /// `allowExhaustion`, which then draws the remaining cells in the default pair).
    fileprivate func put(_ runs: [DrawRun], allowExhaustion: Bool = false) -> Bool {
        var wch: [wchar_t] = Array(repeating: 0, count: Int(CCHARW_MAX) + 1)
        // Neighbouring cells mostly share their colours: remember the last pair looked up.
        var last: (fg: Int32, bg: Int32, pair: Int32) = (.min, .min, 0)
        var lastAttributes: (cell: CellAttributes, curses: attr_t) = ([], segue_a_normal())
        for run in runs {
            runBuffer.removeAll(keepingCapacity: true)
            for cell in run.cells {
                let f = TerminalCells.number(cell.fg), b = TerminalCells.number(cell.bg)
                if f != last.fg || b != last.bg {
                    guard let p = pairNumber(fg: f, bg: b) ?? (allowExhaustion ? 0 : nil) else { return false }
                    last = (f, b, p)
                }
                if let scalar = cell.singleScalar {
                    wch[0] = wchar_t(bitPattern: scalar)
                    wch[1] = 0
                } else {
                    var n = 0
                    for s in cell.glyph.unicodeScalars where n < Int(CCHARW_MAX) {
                        wch[n] = wchar_t(bitPattern: s.value)
                        n += 1
                    }
                    wch[n] = 0
                }
                if cell.attributes != lastAttributes.cell { lastAttributes = (cell.attributes, attributes(cell.attributes)) }
                var cc = cchar_t()
                segue_setcchar(&cc, wch, lastAttributes.curses, last.pair)
                runBuffer.append(cc)
            }
            mvwadd_wchnstr(window, Int32(run.y), Int32(run.x), runBuffer, Int32(runBuffer.count))
        }
        return true
    }

    /// The pair for terminal colour numbers `fg` on `bg` (−1: the default colour), defined on
    /// first use; nil when the pairs ran out.
    fileprivate func pairNumber(fg: Int32, bg: Int32) -> Int32? {
        guard colorMode != .none else { return 0 }
        let f = fg < 0 ? defaultColors.fg : fg
        let b = bg < 0 ? defaultColors.bg : bg
        guard let (pair, isNew) = pairs.pair(fg: f, bg: b) else { return nil }
        if isNew { init_extended_pair(pair, f, b) }
        return pair
    }

    fileprivate func attributes(_ a: CellAttributes) -> attr_t {
        var out = segue_a_normal()
        if a.contains(.bold) { out |= segue_a_bold() }
        if a.contains(.dim) { out |= segue_a_dim() }
        if a.contains(.reverse) { out |= segue_a_reverse() }
        if a.contains(.underline) { out |= segue_a_underline() }
        return out
    }

    /// Sends what was drawn. With synchronized output, a frame that writes anything goes out
    /// between `SynchronizedOutput.begin` and `.end`, both written straight to the descriptor
    /// while ncurses' output buffer is empty: `doupdate` empties it before it returns (`putp`
    /// would not do: it writes to standard output, not to the screen's stream).
    public func flush() {
        guard isActive else { return }
        let framed = synchronizesOutput && hasUnflushedCells
        if framed {
            if let f = outputFile { fflush(f) }
            writeRaw(SynchronizedOutput.begin)
        }
        wnoutrefresh(window)
        doupdate()
        if let f = outputFile { fflush(f) }
        if framed { writeRaw(SynchronizedOutput.end) }
        hasUnflushedCells = false
    }

    public func invalidate() {
        needsFullRedraw = true
        if isActive { clearok(window, true) }
    }

    public func bell() {
        guard isActive else { return }
        beep()
    }

    // MARK: Captured output

    /// Bytes written to the capture file so far (after `flush()`); nil for the terminal.
    public var bytesWritten: Int? {
        guard case .capture = output, let f = outputFile else { return nil }
        fflush(f)
        var st = stat()
        guard fstat(fileno(f), &st) == 0 else { return nil }
        return Int(st.st_size)
    }

    /// Everything written to the capture file from byte `offset` on (empty for the terminal).
    public func capturedOutput(from offset: Int = 0) -> [UInt8] {
        guard let total = bytesWritten, total > offset, let f = outputFile else { return [] }
        var bytes = [UInt8](repeating: 0, count: total - offset)
        let n = bytes.withUnsafeMutableBytes { pread(fileno(f), $0.baseAddress, total - offset, off_t(offset)) }
        return Array(bytes.prefix(max(0, n)))
    }
}

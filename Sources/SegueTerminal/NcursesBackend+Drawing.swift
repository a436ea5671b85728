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

    public func draw(_ grid: CellGrid) {
        guard isActive else { return }
        // A new grid size repaints everything too, and clears what the old grid covered.
        let full = needsFullRedraw || lastGrid.map { $0.width != grid.width || $0.height != grid.height } ?? true
        if full { werase(window) }
        let runs = DrawPlan.runs(for: grid, previous: full ? nil : lastGrid, screen: size)
        if !put(runs) {
            // The colour pairs ran out: start over with a fresh set and repaint everything.
            pairs.reset()
            werase(window)
            _ = put(DrawPlan.runs(for: grid, previous: nil, screen: size), allowExhaustion: true)
        }
        lastGrid = grid
        needsFullRedraw = false
    }

    /// Writes the runs; false when the colour pairs ran out (unless `allowExhaustion`, which then
    /// draws the remaining cells in the default pair).
    fileprivate func put(_ runs: [DrawRun], allowExhaustion: Bool = false) -> Bool {
        var cc = cchar_t()
        var wch: [wchar_t] = Array(repeating: 0, count: Int(CCHARW_MAX) + 1)
        // Neighbouring cells mostly share their colours: remember the last pair looked up.
        var last: (fg: RGB?, bg: RGB?, pair: Int32)?
        for run in runs {
            wmove(window, Int32(run.y), Int32(run.x))
            for cell in run.cells {
                let pair: Int32
                if let l = last, l.fg == cell.fg, l.bg == cell.bg {
                    pair = l.pair
                } else {
                    guard let p = pairNumber(fg: cell.fg, bg: cell.bg) ?? (allowExhaustion ? 0 : nil) else { return false }
                    pair = p
                    last = (cell.fg, cell.bg, p)
                }
                var n = 0
                for s in cell.glyph.unicodeScalars where n < Int(CCHARW_MAX) {
                    wch[n] = wchar_t(bitPattern: s.value)
                    n += 1
                }
                wch[n] = 0
                segue_setcchar(&cc, wch, attributes(cell.attributes), pair)
                wadd_wch(window, &cc)
            }
        }
        return true
    }

    fileprivate func pairNumber(fg: RGB?, bg: RGB?) -> Int32? {
        guard colorMode != .none else { return 0 }
        var f = ColorNumbers.number(for: fg, mode: colorMode, colors: colorCount)
        var b = ColorNumbers.number(for: bg, mode: colorMode, colors: colorCount)
        if f < 0 { f = defaultColors.fg }
        if b < 0 { b = defaultColors.bg }
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

    public func flush() {
        guard isActive else { return }
        wnoutrefresh(window)
        doupdate()
        if let f = outputFile { fflush(f) }
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

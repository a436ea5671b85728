import CNcurses
import SegueCore
import SegueTerminal
import Testing

@Suite struct KeyDecoderTests {
    /// Character codes from `wget_wch` (OK) and the key each must give (docs/gestures.md, docs/cli.md key names).
    @Test(arguments: [
        (UInt32(10), Key.enter), (13, .enter), (27, .escape), (32, .space), (43, .plus), (45, .minus),
        (97, .char("a")), (112, .char("p")), (98, .char("b")), (113, .char("q")), (78, .char("N")),
        (49, .char("1")), (57, .char("9")), (46, .char(".")), (63, .char("?")), (115, .char("s")),
    ])
    func characters(code: UInt32, key: Key) {
        #expect(KeyDecoder.decode(character: code) == .key(key))
    }

    /// Control characters, DEL and non-ASCII text are not keys segue uses.
    @Test(arguments: [UInt32(0), 1, 3, 8, 9, 127, 0xE9, 0x65E5, 0x1F600])
    func ignoredCharacters(code: UInt32) {
        #expect(KeyDecoder.decode(character: code) == .ignored)
    }

    /// Every printable ASCII character decodes to the key the script parser reads from the same
    /// character (an independent table: `Key(name:)`).
    @Test func printableASCIIMatchesScriptNames() {
        for code in UInt32(33)...126 {
            let name = String(Character(Unicode.Scalar(code)!))
            #expect(KeyDecoder.decode(character: code) == .key(Key(name: name)!), "code \(code)")
        }
    }

    /// Function-key codes, by their documented ncurses values (curses.h: KEY_DOWN 0402,
    /// KEY_UP 0403, KEY_LEFT 0404, KEY_RIGHT 0405, KEY_ENTER 0527, KEY_NPAGE 0522, KEY_PPAGE 0523).
    @Test(arguments: [(Int32(0o402), Key.down), (0o403, .up), (0o404, .left), (0o405, .right), (0o527, .enter),
                      (0o523, .pageUp), (0o522, .pageDown)])
    func functionKeys(code: Int32, key: Key) {
        #expect(KeyDecoder.decode(functionKey: code) == .key(key))
    }

    @Test func mouseResizeAndOtherFunctionKeys() {
        #expect(KeyDecoder.decode(functionKey: KEY_MOUSE) == .mouse)
        #expect(KeyDecoder.decode(functionKey: KEY_RESIZE) == .resize)
        #expect(KeyDecoder.decode(functionKey: KEY_F0 + 1) == .ignored)
        #expect(KeyDecoder.decode(functionKey: KEY_BACKSPACE) == .ignored)
        #expect(KeyDecoder.decode(functionKey: KEY_HOME) == .ignored)
    }
}

@Suite struct MouseDecoderTests {
    static let masks = MouseDecoder.Masks(pressed: 1, released: 2, clicked: 4, position: 8)

    @Test func pressDragRelease() {
        var d = MouseDecoder(masks: Self.masks)
        #expect(d.decode(bstate: 1, x: 3, y: 4) == [MouseEvent(kind: .press, x: 3, y: 4)])
        #expect(d.isButtonDown)
        #expect(d.decode(bstate: 8, x: 5, y: 4) == [MouseEvent(kind: .drag, x: 5, y: 4)])
        #expect(d.decode(bstate: 8, x: 6, y: 5) == [MouseEvent(kind: .drag, x: 6, y: 5)])
        #expect(d.decode(bstate: 2, x: 6, y: 5) == [MouseEvent(kind: .release, x: 6, y: 5)])
        #expect(!d.isButtonDown)
    }

    @Test func hoverWithoutButtonIsDropped() {
        var d = MouseDecoder(masks: Self.masks)
        #expect(d.decode(bstate: 8, x: 1, y: 1).isEmpty)
        #expect(d.decode(bstate: 0, x: 1, y: 1).isEmpty)
    }

    /// Some encodings repeat the press bit on motion while the button is held.
    @Test func pressWithMotionWhileDownIsADrag() {
        var d = MouseDecoder(masks: Self.masks)
        _ = d.decode(bstate: 1, x: 0, y: 0)
        #expect(d.decode(bstate: 1 | 8, x: 2, y: 0) == [MouseEvent(kind: .drag, x: 2, y: 0)])
    }

    @Test func clickIsPressThenRelease() {
        var d = MouseDecoder(masks: Self.masks)
        #expect(d.decode(bstate: 4, x: 7, y: 2) == [MouseEvent(kind: .press, x: 7, y: 2), MouseEvent(kind: .release, x: 7, y: 2)])
        #expect(!d.isButtonDown)
    }

    /// ncursesw's mask values (mouse version 2: NCURSES_MOUSE_MASK(b, m) = m << ((b − 1) × 5);
    /// BUTTON1_RELEASED m = 1, PRESSED 2, CLICKED 4, REPORT_MOUSE_POSITION = mask(6, 010)).
    @Test func ncursesMasks() {
        let m = MouseDecoder.Masks.ncurses
        #expect(m.released == 0o1)
        #expect(m.pressed == 0o2)
        #expect(m.clicked & 0o4 != 0)
        #expect(m.position == UInt(0o10) << 25)
    }
}

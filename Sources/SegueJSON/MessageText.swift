/// The two bits of wording the reader's messages need (SegueJSON imports nothing of SegueCore,
/// so not `DecimalText.hex` nor `Plural.count`; these spell the same).
enum MessageText {
    /// `value` in uppercase hexadecimal, zero-padded to `width` digits: `hex(0x1B, width: 4)` is `001B`.
    static func hex(_ value: some BinaryInteger, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `1 byte`, `0 bytes`, `100 bytes`.
    static func bytes(_ count: Int) -> String { "\(count) " + (count == 1 ? "byte" : "bytes") }
}

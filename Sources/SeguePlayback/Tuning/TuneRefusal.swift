/// Why an inspector change was refused: the loader's message, with the range.
public struct TuneRefusal: Error, Sendable, Equatable {
    public var message: String
}

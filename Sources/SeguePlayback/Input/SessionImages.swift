import SegueScenario

extension SessionHeader {
    /// The SHA-256 of each image of `scenario` by its path as written, for `images` (the
    /// references must be loaded).
    public static func imageHashes(of scenario: Scenario) -> [String: String] {
        var out: [String: String] = [:]
        for ref in scenario.imageReferences where ref.isLoaded { out[ref.path] = ref.sha256 }
        return out
    }

    /// Why `scenario` (its images loaded from disk now) cannot replay this recording: the first
    /// image whose file differs from the one recorded, as one line naming the image and both
    /// hashes' first 12 hex digits; nil when every recorded image is the same.
    public func imageMismatch(_ scenario: Scenario) -> String? {
        for ref in scenario.imageReferences {
            guard let recorded = images[ref.path], recorded != ref.sha256 else { continue }
            return "image \(ref.path) is not the file this session was recorded with (recorded SHA-256 "
                + "\(recorded.prefix(12))…, the file now \(ref.sha256.prefix(12))…): a replay would not show what was recorded"
        }
        return nil
    }
}

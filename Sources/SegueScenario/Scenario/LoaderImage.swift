import SegueJSON

/// A screen's or an element's `image` and `imageFit` (docs/scenarios.md, "Images"). The loader
/// checks the keys only; the file is read and decoded outside the model.
extension ScenarioReader {
    /// The `image` of the object `o`, nil when it has none (an `imageFit` without an `image` is an error).
    func readImage(_ o: ObjectView) -> ImageReference? {
        var fit = ImageFit.fill
        if let v = o["imageFit"], let f = r.choice(v, o.path("imageFit"), ImageFit.allCases.map { ($0.rawValue, $0) }, what: "image fit") {
            fit = f
        }
        guard let v = o["image"] else {
            if let v = o["imageFit"] { r.error(v, o.path("imageFit"), "imageFit needs an image") }
            return nil
        }
        guard let path = r.string(v, o.path("image")) else { return nil }
        if path.isEmpty || path.utf8.count > 4096 || path.utf8.contains(0) {
            r.error(v, o.path("image"), "an image path must be 1 to 4096 bytes, without NUL")
            return nil
        }
        return ImageReference(path: path, fit: fit, position: v.position, keyPath: o.path("image").description)
    }
}

extension Scenario {
    /// Every image the scenario refers to, screens in order, each screen's before its elements'.
    public var imageReferences: [ImageReference] {
        screens.flatMap { s in (s.image.map { [$0] } ?? []) + s.elements.compactMap(\.image) }
    }

    /// The scenario with every image reference replaced by `transform(reference)` (the loader
    /// outside the model fills in sizes and hashes this way).
    public func mappingImages(_ transform: (ImageReference) throws -> ImageReference) rethrows -> Scenario {
        var copy = self
        for k in copy.screens.indices {
            if let i = copy.screens[k].image { copy.screens[k].image = try transform(i) }
            for e in copy.screens[k].elements.indices {
                if let i = copy.screens[k].elements[e].image { copy.screens[k].elements[e].image = try transform(i) }
            }
        }
        return copy
    }
}
